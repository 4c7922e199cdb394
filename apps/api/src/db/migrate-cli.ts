/*
 * npm run db:migrate
 * Applies the migrations (the store also does at every start); on the embedded database,
 * creates it in <DATA_DIR>/db when it is not there. Uses DATABASE_URL when set.
 */
import { loadConfig } from '../config.js';
import { openProgramDatabase } from './program-database.js';

const config = loadConfig();
const database = await openProgramDatabase(config, 'db:migrate');
await database.close();
