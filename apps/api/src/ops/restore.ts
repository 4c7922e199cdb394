import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { commandPath, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { lockDataFolder } from '../db/data-lock.js';
import { databaseDir, uploadsDir } from '../db/paths.js';
import { createImageStore, type ImageStore } from '../modules/uploads/storage.js';
import { ENTRY, knownMigrations, manifestSchema, type Manifest } from './archive.js';
import { runPgProgram } from './backup.js';
import { assertEmptyPostgres, copyToPostgres, TargetError } from './copy-database.js';
import { openDestination } from './destinations.js';
import { readTar, type TarEntry } from './tar.js';

export { TargetError };

export interface RestoreResult {
  manifest: Manifest;
  into: string;
  pictures: number;
}

/** The backup `file` names: a file, or (with BACKUP_S3_BUCKET) a backup's name in the bucket. */
export async function openBackup(config: Config, file: string): Promise<Readable> {
  const local = commandPath(file);
  if (existsSync(local)) return createReadStream(local);
  if (!config.BACKUP_S3_BUCKET) throw new TargetError(`There is no backup at ${local}.`);
  const destination = await openDestination(config);
  try {
    const body = await destination.read(path.basename(file));
    body.once('close', () => destination.close());
    return body;
  } catch {
    destination.close();
    throw new TargetError(`There is no backup ${file}, neither a file here nor in s3://${config.BACKUP_S3_BUCKET}.`);
  }
}

/** What of the store's a data folder holds: restore fills a folder holding none of it. */
function heldIn(dataDir: string): string[] {
  const held: string[] = [];
  if (existsSync(path.join(databaseDir(dataDir), 'PG_VERSION'))) held.push('a database (db/)');
  const uploads = uploadsDir(dataDir);
  if (existsSync(uploads) && readdirSync(uploads).length) held.push('pictures (uploads/)');
  if (existsSync(path.join(dataDir, 'secret.key'))) held.push('a key (secret.key)');
  return held;
}

function readManifest(entry: TarEntry | undefined): Manifest {
  if (entry?.name !== ENTRY.manifest)
    throw new TargetError('This is not a backup of the store: it has no manifest.json first.');
  const parsed = manifestSchema.safeParse(JSON.parse(entry.data.toString('utf8')));
  if (!parsed.success)
    throw new TargetError(`This backup's manifest.json is not one this store reads: ${parsed.error.message}`);
  const manifest = parsed.data;
  const known = knownMigrations().length;
  if (manifest.migrations.applied > known)
    throw new TargetError(
      `This backup was taken by a newer store (its database has ${manifest.migrations.applied} migrations, this store knows ${known}): restore it with that version or later.`,
    );
  return manifest;
}

/** The key the restored shop will open its secrets with must be the backup's. */
function checkKey(config: Config, manifest: Manifest, key: Buffer | undefined) {
  if (manifest.key === 'ENCRYPTION_KEY' && !config.ENCRYPTION_KEY)
    throw new TargetError(
      'This backup was taken with ENCRYPTION_KEY, which is not in it: set ENCRYPTION_KEY to that same value and run restore again.',
    );
  if (
    key &&
    config.ENCRYPTION_KEY &&
    Buffer.from(config.ENCRYPTION_KEY, 'base64').compare(Buffer.from(key.toString('utf8').trim(), 'base64')) !== 0
  )
    throw new TargetError(
      config.DATABASE_URL
        ? "This backup's secrets are sealed with the key inside it (secret.key), not with this ENCRYPTION_KEY: set ENCRYPTION_KEY to the backup's key (tar xzf <backup> secret.key shows it) and run restore again."
        : "This backup's secrets are sealed with the key inside it (secret.key), not with this ENCRYPTION_KEY: unset ENCRYPTION_KEY (the store then uses the restored secret.key) and run restore again.",
    );
}

/**
 * Puts a backup back: into the empty data folder DATA_DIR (the embedded database), or with
 * DATABASE_URL into an empty PostgreSQL database (a backup of the embedded database is copied
 * in, which is also how a shop moves to PostgreSQL). Refuses anything that holds a shop.
 * The pictures go where the store keeps them: DATA_DIR/uploads, or S3_BUCKET.
 */
export async function restoreBackup(config: Config, body: Readable): Promise<RestoreResult> {
  const entries = readTar(body.pipe(createGunzip({ chunkSize: 1 << 20 })))[Symbol.asyncIterator]();
  const next = async () => {
    try {
      const { value, done } = await entries.next();
      return done ? undefined : value;
    } catch (err) {
      if (err instanceof TargetError) throw err;
      throw new TargetError(`The backup cannot be read: ${(err as Error).message}. Is the file whole?`);
    }
  };
  const manifest = readManifest(await next());
  const lock = config.DATABASE_URL ? undefined : lockDataFolder(databaseDir(config.dataDir), 'restore');
  let images: ImageStore | undefined;
  try {
    if (config.DATABASE_URL) await assertEmptyPostgres(config.DATABASE_URL);
    else {
      if (manifest.database === 'postgres')
        throw new TargetError(
          'This is a backup of a PostgreSQL database: restore it into an empty PostgreSQL database, with DATABASE_URL set.',
        );
      const held = heldIn(config.dataDir);
      if (held.length)
        throw new TargetError(
          `The data folder ${config.dataDir} is not empty: it holds ${held.join(', ')}. Restore puts a backup into an empty one: give DATA_DIR a new folder, or move this one aside.`,
        );
    }
    let key: Buffer | undefined;
    let pictures = 0;
    let restoredDatabase = false;
    let wrote = false;
    try {
      for (let entry = await next(); entry; entry = await next()) {
        if (entry.name === ENTRY.key) {
          key = entry.data;
          checkKey(config, manifest, key);
          if (!config.DATABASE_URL) {
            await mkdir(config.dataDir, { recursive: true });
            wrote = true;
            await writeFile(path.join(config.dataDir, 'secret.key'), key, { mode: 0o600, flag: 'wx' });
          }
        } else if (entry.name === ENTRY.pglite || entry.name === ENTRY.postgres) {
          checkKey(config, manifest, key);
          wrote = true;
          await restoreDatabase(config, entry);
          restoredDatabase = true;
        } else if (entry.name.startsWith(ENTRY.uploads)) {
          const name = entry.name.slice(ENTRY.uploads.length);
          if (!name || name.split('/').some((part) => part === '..' || part === '')) continue;
          images ??= await createImageStore(config, uploadsDir(config.dataDir));
          wrote = true;
          await images.put(name, entry.data);
          pictures++;
        }
      }
      if (!restoredDatabase) throw new TargetError('The backup holds no database: it was cut short.');
    } catch (err) {
      if (!wrote) throw err;
      // What was put back is left for a look; the next try needs an empty place again.
      throw new TargetError(
        `The restore stopped part-way: ${(err as Error).message} ${config.DATABASE_URL ? 'The database at DATABASE_URL' : `The data folder ${config.dataDir}`} holds part of the backup: empty it before trying again.`,
      );
    }
    return {
      manifest,
      into: config.DATABASE_URL ? 'the PostgreSQL database at DATABASE_URL' : config.dataDir,
      pictures,
    };
  } finally {
    await images?.close();
    lock?.release();
  }
}

async function restoreDatabase(config: Config, entry: TarEntry) {
  if (entry.name === ENTRY.pglite) {
    const copy = new Blob([new Uint8Array(entry.data)]);
    if (!config.DATABASE_URL) {
      // The copy is opened where the store keeps it, and brought up to this store's migrations.
      await (await openDatabase({ dataDir: databaseDir(config.dataDir), copyOf: copy })).close();
      return;
    }
    const source = await openDatabase({ copyOf: copy });
    try {
      await copyToPostgres(source.pglite!, config.DATABASE_URL);
    } finally {
      await source.close();
    }
    return;
  }
  const dump = path.join(config.dataDir, `.restore-${process.pid}.dump`);
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(dump, entry.data, { mode: 0o600 });
    await runPgProgram('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${config.DATABASE_URL!}`,
      dump,
    ]);
  } finally {
    await rm(dump, { force: true });
  }
  // Brought up to this store's migrations.
  await (await openDatabase({ url: config.DATABASE_URL, poolSize: 1 })).close();
}
