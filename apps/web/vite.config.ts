import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:3000';

/**
 * @kuber/shared mixes constants this app needs on every page with zod schemas that only
 * the API and forms use. Every top-level constant in that package is side-effect free, so
 * each initializer is wrapped in a pure-annotated call: the bundler then drops the ones a
 * page never reads — and zod with them, about 26 KB gzip off the first page.
 */
function pureSharedConstants(): Plugin {
  return {
    name: 'kuber:pure-shared-constants',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/packages/shared/src/')) return;
      const inits: { start: number; end: number }[] = [];
      for (const statement of this.parse(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init && init.type !== 'Literal' && init.type !== 'ArrowFunctionExpression' && init.type !== 'FunctionExpression') inits.push(init);
        }
      }
      // Splice from the end so earlier offsets stay valid.
      let out = code;
      for (const { start, end } of inits.reverse()) {
        out = `${out.slice(0, start)}/*#__PURE__*/ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), pureSharedConstants()],
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
