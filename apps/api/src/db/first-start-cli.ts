/*
 * The embedded database's first start: creates <DATA_DIR>/db and, with SEED_DEMO, seeds the demo
 * catalogue (its pictures are drawn as the server starts). The server runs it when the database is
 * not there yet; `npm start` runs it while the web app builds. Does nothing otherwise.
 */
import { loadConfig } from '../config.js';
import { openProgramDatabase } from './program-database.js';
import { databaseDir, embeddedDatabaseIsNew } from './paths.js';
import { seedDemo } from './seed.js';

const config = loadConfig();
if (embeddedDatabaseIsNew(config)) {
  const dir = databaseDir(config.dataDir);
  const database = await openProgramDatabase(config, 'the first start');
  console.log(`Created the store's database in ${dir}`);
  try {
    if (config.SEED_DEMO)
      await seedDemo(database.db, { dataDir: config.dataDir, images: false, log: (m) => console.log(m) });
  } finally {
    await database.close();
  }
}
