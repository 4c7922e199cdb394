/*
 * npm run db:seed                         the demo catalogue and its pictures
 * npm run db:seed -- --products 100000    then generated products until there are 100,000
 * Options: --batch <rows per insert> (default 1000), --no-images (skip drawing pictures).
 * Uses DATABASE_URL when set, else the embedded database in <DATA_DIR>/db.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { databaseDir } from './paths.js';
import { openProgramDatabase } from './program-database.js';
import { seedDemo, topUpCatalogue } from './seed.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    batch: { type: 'string', default: '1000' },
    'no-images': { type: 'boolean', default: false },
  },
});

function positiveInt(name: string, text: string): number {
  const n = Number(text.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a positive whole number, got '${text}'`);
    process.exit(2);
  }
  return n;
}

const target = values.products === undefined ? undefined : positiveInt('products', values.products);
const batchSize = positiveInt('batch', values.batch);

const fmt = (n: number) => Math.round(n).toLocaleString('en-IN');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One updating line on a terminal; a plain line every 10% otherwise (CI logs, pipes). */
function progress(label: string) {
  const tty = process.stderr.isTTY;
  const started = performance.now();
  let lastDraw = 0;
  let lastTenth = -1;
  return (done: number, total: number) => {
    const now = performance.now();
    const elapsed = (now - started) / 1000;
    const rate = elapsed > 0 ? done / elapsed : 0;
    const eta = rate > 0 && done > 0 ? `${Math.ceil((total - done) / rate)} s` : '?';
    const figures = `${fmt(done)}/${fmt(total)}  ${fmt(rate)}/s  ETA ${eta}`;
    if (tty) {
      if (done < total && now - lastDraw < 100) return;
      lastDraw = now;
      const width = 28;
      const filled = Math.round((done / total) * width);
      process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${figures}\x1b[K`);
      if (done >= total) process.stderr.write('\n');
    } else {
      const tenth = Math.floor((done / total) * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      process.stderr.write(`${label} ${tenth * 10}%  ${figures}\n`);
    }
  };
}

const config = loadConfig();
const database = await openProgramDatabase(config, 'db:seed');
const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite at ${databaseDir(config.dataDir)}`;
try {
  const started = performance.now();
  const inserted = await seedDemo(database.db, {
    dataDir: config.dataDir,
    images: !values['no-images'],
    log: (m) => console.log(m),
  });
  console.log(`Demo seed on ${where}: ${inserted} products added in ${seconds(performance.now() - started)}`);
  if (target !== undefined) {
    const topStarted = performance.now();
    const added = await topUpCatalogue(database.db, target, { batchSize, onProgress: progress('Products') });
    const ms = performance.now() - topStarted;
    console.log(
      added
        ? `Generated ${fmt(added)} products in ${seconds(ms)} (${fmt(added / (ms / 1000))} a second, including the search vocabulary and VACUUM ANALYZE)`
        : `The catalogue already holds ${fmt(target)} products or more; nothing added`,
    );
  }
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await database.close();
}
