import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Where a file sits says which layer it belongs to (docs/architecture.md has the map).
// The boundaries plugin names each layer from its folder; `#api/…` and `#web/…` imports are followed
// to their files by the TypeScript resolver (apps/api/package.json `imports`, apps/web tsconfig paths).
const layers = [
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-shared', pattern: 'apps/web/src/{components,lib}' },
  { type: 'web-i18n', pattern: 'apps/web/src/i18n' },
  { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
  { type: 'api-plugin', pattern: 'apps/api/src/plugins' },
  { type: 'api-lib', pattern: 'apps/api/src/lib' },
  { type: 'api-db', pattern: 'apps/api/src/db' },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

const layerPolicies = [
  // A web feature stands alone: it uses the shared pieces but no other feature, so it can be
  // changed or removed without reading the others. What two features share moves to components/ or lib/.
  {
    from: { element: { type: 'web-feature' } },
    disallow: to('web-feature'),
    message:
      'A feature imports no other feature: move what both need to components/ or lib/, or compose them in a screen.',
  },
  {
    from: { element: { type: 'web-feature' } },
    allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  // Shared components, helpers and the page language serve every screen and know none of them.
  {
    from: { element: { types: { anyOf: ['web-shared', 'web-i18n'] } } },
    disallow: to('web-feature', 'web-app'),
    message: 'components/, lib/ and i18n/ import no feature and nothing from app/: hand them what they need instead.',
  },
  // The API's helpers know no module and no plugin: modules build on them, not the other way round.
  {
    from: { element: { type: 'api-lib' } },
    disallow: to('api-module', 'api-plugin'),
    message: 'lib/ imports no module and no plugin: code that needs a module belongs in a module.',
  },
  // The database layer (schema, connection, seeding) is read by modules and reads none of them.
  {
    from: { element: { type: 'api-db' } },
    disallow: to('api-module'),
    message: 'db/ imports no module: modules read the database, not the other way round.',
  },
];

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
      // Deep relative paths break when a folder moves: across folders, import by alias (#api/…, #web/…).
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../*'], message: 'Import across folders by alias (#api/… or #web/…), not ../../.' }],
        },
      ],
    },
  },
  {
    // Type-aware: a promise nobody awaits loses its failure and finishes out of order; `await` it, or
    // say with `void` that nothing waits for it. (no-misused-promises is off: on this tree it found
    // only callbacks handing back React Router's navigate(), whose promise is not theirs to wait for.)
    // The TypeScript projects are found from each file: apps/*, packages/shared and e2e have their
    // own tsconfig.json, the root one holds the scripts and config files.
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: { 'boundaries/elements': layers, 'boundaries/root-path': import.meta.dirname },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: layerPolicies }] },
  },
  // Each app's own resolution: the API's package.json `imports`, the web app's tsconfig paths.
  {
    files: ['apps/api/src/**/*.ts'],
    settings: { 'import/resolver': { typescript: { project: `${import.meta.dirname}/apps/api/tsconfig.json` } } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    settings: { 'import/resolver': { typescript: { project: `${import.meta.dirname}/apps/web/tsconfig.json` } } },
  },
  {
    // Screens and layout show data; the calls that fetch it live in features/*/api/, where the
    // query keys, the answer's schema and the errors are handled once.
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API from features/<feature>/api/, not from a screen.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts only.' },
        {
          object: 'window',
          property: 'fetch',
          message: 'Call the API from features/<feature>/api/, not from a screen.',
        },
        {
          object: 'globalThis',
          property: 'fetch',
          message: 'Call the API from features/<feature>/api/, not from a screen.',
        },
      ],
    },
  },
  {
    // One spelling for file and folder names: kebab-case, with a second part for what the file is
    // (x.test.ts, x.spec.ts, orders.admin-routes.ts).
    files: ['apps/*/src/**/*', 'packages/*/src/**/*', 'e2e/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps/*/src,packages/*/src,e2e}/**/': 'KEBAB_CASE' }],
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
