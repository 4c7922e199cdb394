import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where the embedded database lives inside DATA_DIR. */
export const databaseDir = (dataDir: string) => path.join(dataDir, 'db');
/** Where uploaded and generated images live inside DATA_DIR; served at /uploads/. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** True before the embedded database's first start: no DATABASE_URL, and no database in DATA_DIR yet. */
export const embeddedDatabaseIsNew = (config: { DATABASE_URL?: string; dataDir: string }) =>
  !config.DATABASE_URL && !existsSync(path.join(databaseDir(config.dataDir), 'PG_VERSION'));
