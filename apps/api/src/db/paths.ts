import path from 'node:path';

/** Where the embedded database lives inside DATA_DIR. */
export const databaseDir = (dataDir: string) => path.join(dataDir, 'db');
/** Where uploaded and generated images live inside DATA_DIR; served at /uploads/. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
