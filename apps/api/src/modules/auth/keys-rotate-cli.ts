/**
 * npm run keys:rotate
 * Makes a new token signing key. Running instances sign with it from their next key read
 * (within the hour); tokens signed by the previous key stay valid until they expire. On
 * the embedded database it runs while the store is stopped (a running store holds the folder).
 */
import { loadConfig } from '#api/config.js';
import { openProgramDatabase } from '#api/db/program-database.js';
import { loadSecretKey, SecretBox } from '#api/lib/secret-box.js';
import { createSigningKey } from './tokens.js';

const config = loadConfig();
const database = await openProgramDatabase(config, 'keys:rotate');
try {
  const box = new SecretBox(loadSecretKey({ encryptionKey: config.ENCRYPTION_KEY, dataDir: config.dataDir }).key);
  const kid = await createSigningKey(database.db, box);
  console.log(`New signing key ${kid} made. Tokens signed by earlier keys stay valid until they expire.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
