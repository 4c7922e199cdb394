import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = 'http://localhost:3000';

/** `#web/…` is the app's src/ folder (tsconfig.json's paths say the same to TypeScript). */
const sourceAlias = { find: /^#web\//, replacement: `${path.join(import.meta.dirname, 'src')}/` };

/**
 * React Router's package names its development build under every condition
 * (remix-run/react-router#14102): both builds take its production build, without the checks
 * behind the development warnings (which the development server keeps).
 */
function reactRouterProduction(): Plugin {
  const build = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  return {
    name: 'kuber:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: build }] } }),
  };
}

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
          if (
            init &&
            init.type !== 'Literal' &&
            init.type !== 'ArrowFunctionExpression' &&
            init.type !== 'FunctionExpression'
          )
            inits.push(init);
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

/**
 * The storefront's catalogues (src/i18n/*.json) are parsed here, at build time, into the
 * message syntax trees FormatJS formats from; the page then ships without the message
 * parser (the alias below), about 10 KB gzip off the first page. The build also writes each
 * parsed catalogue to messages/<language>.json, which the server puts in the page in the
 * visitor's language (decision record 018): the first page's JavaScript carries no texts.
 */
const CATALOGUES = fileURLToPath(new URL('src/i18n/', import.meta.url));
const compileCatalogue = (json: string) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(JSON.parse(json) as Record<string, string>).map(([key, text]) => [key, parse(text)]),
    ),
  );

function precompiledMessages(): Plugin {
  return {
    name: 'kuber:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/i18n\/[a-z]+\.json$/.test(id)) return;
      // Still JSON, so Vite's own JSON handling turns it into a module as before.
      return { code: compileCatalogue(code), map: null };
    },
    generateBundle() {
      for (const file of readdirSync(CATALOGUES).filter((name) => /^[a-z]+\.json$/.test(name))) {
        this.emitFile({
          type: 'asset',
          fileName: `messages/${file}`,
          source: compileCatalogue(readFileSync(CATALOGUES + file, 'utf8')),
        });
      }
    },
  };
}

/** The icons scripts/make-icons.mjs draws; 'any' icons have rounded corners, maskable ones fill the square. */
const icons = [
  ...[48, 72, 96, 128, 144, 152, 192, 256, 384, 512].map((size) => ({
    src: `/icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any',
  })),
  ...[192, 512].map((size) => ({
    src: `/icons/maskable-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'maskable',
  })),
];

/**
 * The store installs as an app: a web app manifest and a service worker (src/sw.ts,
 * Workbox) that precaches the app shell. The worker is registered by the app itself
 * after the page has loaded (src/lib/pwa.ts), and waits for the shopper's word before
 * a new version takes over (decision record 014).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    id: '/',
    name: 'Kuber Fashion',
    short_name: 'Kuber',
    description:
      "Shop men's, women's and kids fashion, footwear, accessories and sportswear in rupees, with free shipping and 30-day returns.",
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The header is white and the accent carries the brand: the splash screen shows the mark on white.
    theme_color: '#ffffff',
    background_color: '#ffffff',
    categories: ['shopping', 'lifestyle'],
    icons,
  },
  // The manifest and its icons are precached by the plugin; these are the icons the page itself names.
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  injectManifest: {
    // The shell: the page, every script and stylesheet. Back-office screens load when visited.
    globPatterns: ['**/*.{js,css,html}'],
    globIgnores: ['assets/admin-*', 'server/**'],
  },
});

/**
 * The page renderer the API runs (src/entry-server.tsx, decision record 017), built after the app
 * into dist/server: one self-contained module (packages bundled in), which the API imports from
 * wherever the built app is served; the API never serves that folder.
 */
const serverBuild = defineConfig({
  plugins: [react(), tailwindcss(), pureSharedConstants(), reactRouterProduction()],
  resolve: { alias: [sourceAlias] },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/server',
    emptyOutDir: false,
    copyPublicDir: false,
  },
});

/**
 * Every script and stylesheet is also written compressed, with brotli at its best and with gzip, and the
 * API sends those files as they are (apps/api/src/modules/pages/pages.routes.ts). Compressed on the fly (brotli at 4, as
 * @fastify/compress does), the first page's scripts came to about 16 KB more, and the server spent its CPU
 * on them at every visit, beside the page it was rendering.
 */
function precompressedAssets(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'kuber:precompressed-assets',
    apply: 'build',
    // Vite names the folder it wrote the bundle to.
    async writeBundle({ dir: outDir }, bundle) {
      if (!outDir) return;
      const files = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(path.join(outDir, file));
          // Smaller bodies go as they are, as the API sends them.
          if (body.length < 1024) return;
          const best = {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          };
          await writeFile(path.join(outDir, `${file}.br`), await br(body, { params: best }));
          await writeFile(path.join(outDir, `${file}.gz`), await gz(body, { level: 9 }));
        }),
      );
    },
  };
}

const appBuild = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pureSharedConstants(),
    reactRouterProduction(),
    precompiledMessages(),
    pwa,
    precompressedAssets(),
  ],
  resolve: {
    alias: [
      sourceAlias,
      { find: '@formatjs/icu-messageformat-parser', replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  server: {
    proxy: {
      '/api': api,
      '/uploads': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the store supports preloads modules itself; the stand-in would cost the start a task.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, the router and the message formatter in one chunk of their own: every page needs them, one
          // stream compresses better than the five the bundler makes (about 0.6 KB less on the first page), and
          // it stays the same from one release to the next, so a new version downloads only the store's own code.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|intl-messageformat|@formatjs[\\/]fast-memoize|@formatjs[\\/]icu-messageformat-parser)[\\/]/,
            },
            // The rest of what the first page runs, in one chunk rather than some twenty small ones: on a phone's
            // link each request waits its turn for a connection, and the page's main picture waits behind them.
            { name: 'shop', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : appBuild));
