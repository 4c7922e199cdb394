/*
 * Compiles the API for production (decision record 012): each program, the server and the
 * command-line tools, becomes one JavaScript file under dist/ in the place of its source
 * (src/db/seed-cli.ts -> dist/db/seed-cli.js), run by plain `node`. Our code and
 * packages/shared are bundled; packages from node_modules stay where they are and are
 * loaded by node (native modules, WebAssembly and their data files keep their own paths).
 *
 *   node build.mjs [--quiet]
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { build } from 'esbuild';

const apiDir = import.meta.dirname;
const srcDir = path.join(apiDir, 'src');
const outDir = path.join(apiDir, 'dist');
const PROGRAMS = [
  'server.ts',
  'db/seed-cli.ts',
  'db/first-start-cli.ts',
  'demo/draw-pictures-cli.ts',
  'db/migrate-cli.ts',
  'modules/auth/admin-create-cli.ts',
  'modules/auth/keys-rotate-cli.ts',
  'ops/backup-cli.ts',
  'ops/restore-cli.ts',
  'ops/move-to-postgres-cli.ts',
];

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));
const manifests = [
  await readJson(path.join(apiDir, 'package.json')),
  await readJson(path.join(apiDir, '../../packages/shared/package.json')),
];
const external = manifests.flatMap((m) => Object.keys(m.dependencies ?? {}));

/**
 * A module finds files beside its source with `import.meta.dirname` (the migrations, the web
 * app's build). In a bundle that would be the bundle's folder, so each use is replaced by the
 * path from the bundle to the module's source folder: the same folder, wherever the project lives.
 */
function sourceDirname(outFile) {
  return {
    name: 'source-dirname',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        const code = await readFile(args.path, 'utf8');
        if (!code.includes('import.meta.dirname')) return undefined;
        const fromBundle = path.relative(path.dirname(outFile), path.dirname(args.path)).split(path.sep).join('/');
        return {
          contents: code.replaceAll(
            'import.meta.dirname',
            `(import.meta.dirname + ${JSON.stringify(`/${fromBundle}`)})`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

const started = performance.now();
const outputs = await Promise.all(
  PROGRAMS.map(async (program) => {
    const outFile = path.join(outDir, program.replace(/\.ts$/, '.js'));
    const result = await build({
      entryPoints: [path.join(srcDir, program)],
      outfile: outFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external,
      sourcemap: 'linked',
      plugins: [sourceDirname(outFile)],
      write: false,
      logLevel: 'warning',
    });
    return result.outputFiles;
  }),
);

// Each file is written aside and renamed into place, so a server starting meanwhile never reads half a file.
for (const file of outputs.flat()) {
  await mkdir(path.dirname(file.path), { recursive: true });
  const aside = `${file.path}.${process.pid}.tmp`;
  await writeFile(aside, file.contents);
  await rename(aside, file.path);
}

if (!process.argv.includes('--quiet')) {
  process.stdout.write(
    `API compiled to ${path.relative(process.cwd(), outDir) || '.'} in ${Math.round(performance.now() - started)} ms\n`,
  );
}
