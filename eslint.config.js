import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/drizzle/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts only.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Scripts and test harnesses read their own environment.
    files: [
      'apps/api/src/config.ts',
      'apps/api/src/test/**',
      'apps/api/bench/**',
      'e2e/**',
      'playwright.config.ts',
      'scripts/**',
      'apps/web/vite.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
);
