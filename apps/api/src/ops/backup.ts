import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { uploadsDir } from '../db/paths.js';
import { connectS3 } from '../modules/uploads/storage.js';
import { appliedMigrations, ENTRY, readme, storeVersion, type Manifest } from './archive.js';
import { backupName, openDestination, type Destination } from './destinations.js';
import { TarWriter } from './tar.js';

/** What a backup came to, as the command and the log say it. */
export interface BackupResult {
  /** The file's name, and where it is (a folder, or s3://bucket). */
  name: string;
  where: string;
  bytes: number;
  pictures: number;
  ms: number;
  key: Manifest['key'];
  /** Older backups removed to keep BACKUP_KEEP. */
  removed: string[];
}

/** Why a backup was not taken, in words for the shop. */
export class BackupError extends Error {}

let underway: Promise<BackupResult> | undefined;

/**
 * Writes one backup of the whole store (manifest, the key or a note of it, the database, the
 * pictures) to the destination the settings name, then removes the oldest beyond BACKUP_KEEP.
 * The database is copied first, at one instant, then the pictures: every picture the copy
 * names is there (pictures are only added, under names of their content). One at a time in a
 * process; `database` is the store's own while it runs.
 */
export async function takeBackup(config: Config, database: Database, createdAt = new Date()): Promise<BackupResult> {
  if (underway) throw new BackupError('A backup is being taken right now; try again once it is done.');
  underway = write(config, database, createdAt);
  try {
    return await underway;
  } finally {
    underway = undefined;
  }
}

async function write(config: Config, database: Database, createdAt: Date): Promise<BackupResult> {
  const started = Date.now();
  const destination = await openDestination(config);
  try {
    const name = backupName(createdAt);
    const partial = path.join(destination.workDir, `.${name}.partial`);
    const keyFile = path.join(config.dataDir, 'secret.key');
    const manifest: Manifest = {
      format: 'kuber-fashion-backup',
      formatVersion: 1,
      storeVersion: storeVersion(),
      migrations: await appliedMigrations(database),
      database: database.kind,
      createdAt: createdAt.toISOString(),
      key: config.ENCRYPTION_KEY ? 'ENCRYPTION_KEY' : existsSync(keyFile) ? 'secret.key' : 'none',
    };
    let pictures = 0;
    try {
      const gzip = createGzip({ chunkSize: 1 << 20 });
      const file = createWriteStream(partial, { mode: 0o600 });
      const written = once(file, 'close');
      gzip.pipe(file);
      const tar = new TarWriter(gzip);
      await tar.addBuffer(ENTRY.manifest, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      await tar.addBuffer(ENTRY.readme, Buffer.from(readme(manifest)));
      if (manifest.key === 'secret.key') await tar.addBuffer(ENTRY.key, readFileSync(keyFile), { mode: 0o600 });
      await addDatabase(tar, config, database, destination.workDir);
      pictures = await addPictures(tar, config);
      await tar.end();
      await written;
      const { size } = await stat(partial);
      await destination.put(partial, name);
      const removed = await prune(destination, config.BACKUP_KEEP);
      return {
        name,
        where: destination.where,
        bytes: size,
        pictures,
        ms: Date.now() - started,
        key: manifest.key,
        removed,
      };
    } finally {
      await rm(partial, { force: true });
    }
  } finally {
    destination.close();
  }
}

async function addDatabase(tar: TarWriter, config: Config, database: Database, workDir: string) {
  if (database.pglite) {
    const pglite = database.pglite;
    // Inside a transaction of its own no other runs while the files are copied (each waits its
    // turn for the one connection), and a checkpoint first puts every committed change into
    // them: the copy holds every order whole, or not at all.
    const blob = await pglite.transaction(async (tx) => {
      await tx.exec('CHECKPOINT');
      return pglite.dumpDataDir('none');
    });
    await tar.addBuffer(ENTRY.pglite, Buffer.from(await blob.arrayBuffer()));
    return;
  }
  const dump = path.join(workDir, `.postgres-${process.pid}-${Date.now()}.dump`);
  try {
    await pgDump(config.DATABASE_URL!, dump);
    await tar.addFile(ENTRY.postgres, dump, (await stat(dump)).size);
  } finally {
    await rm(dump, { force: true });
  }
}

/** Runs a PostgreSQL client program, failing with its own words (or with what to install when it is missing). */
export async function runPgProgram(program: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('exit', resolve);
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${program} is not installed (it is not on the PATH). Install PostgreSQL's client programs, of the server's major version or newer: on Debian or Ubuntu, apt-get install postgresql-client.`,
            )
          : err,
      ),
    );
  });
  if (code !== 0) throw new BackupError(`${program} failed: ${errors.trim() || `exit ${code}`}`);
}

/** A consistent copy (one snapshot) of the PostgreSQL database, in pg_dump's custom format. */
function pgDump(url: string, file: string): Promise<void> {
  return runPgProgram('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url]);
}

async function addPictures(tar: TarWriter, config: Config): Promise<number> {
  if (config.S3_BUCKET) return addBucketPictures(tar, config, config.S3_BUCKET);
  const root = uploadsDir(config.dataDir);
  if (!existsSync(root)) return 0;
  /*
   * Read synchronously: a picture is small, and on the embedded database the store's event loop
   * is taken by its queries between turns, so each asynchronous step (open, stat, read, close)
   * of hundreds of files would wait behind the orders being placed meanwhile.
   */
  const names = readdirSync(root, { recursive: true, encoding: 'utf8' }).sort();
  let count = 0;
  for (const name of names) {
    // Pictures are written aside and renamed: the aside files are half-written ones.
    if (name.endsWith('.tmp')) continue;
    const file = path.join(root, name);
    let info;
    try {
      info = statSync(file);
    } catch {
      continue; // Removed meanwhile.
    }
    if (!info.isFile()) continue;
    const entry = `${ENTRY.uploads}${name.split(path.sep).join('/')}`;
    if (info.size < 4 << 20) await tar.addBuffer(entry, readFileSync(file), { mtime: info.mtime });
    else await tar.addFile(entry, file, info.size, { mtime: info.mtime });
    count++;
  }
  return count;
}

async function addBucketPictures(tar: TarWriter, config: Config, bucket: string): Promise<number> {
  const { client, sdk } = await connectS3(config, bucket);
  let count = 0;
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: object.Key }));
        await tar.addStream(`${ENTRY.uploads}${object.Key}`, answer.Body as Readable, answer.ContentLength ?? 0, {
          mtime: answer.LastModified,
        });
        count++;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return count;
}

/** Removes the oldest backups beyond `keep`; answers their names. */
async function prune(destination: Destination, keep: number): Promise<string[]> {
  const names = await destination.list();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await destination.remove(name);
  return old;
}

/** One line for the shop: where the backup went and what to keep. */
export function describeBackup(result: BackupResult): string {
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  const key = {
    'secret.key': 'It holds the key (secret.key): keep it as safe as the key.',
    ENCRYPTION_KEY: 'ENCRYPTION_KEY is not in it: keep that value with the backups.',
    none: 'No key has been made yet: nothing is sealed.',
  }[result.key];
  const removed = result.removed.length ? ` Removed ${result.removed.length} older (BACKUP_KEEP).` : '';
  return `Backup written: ${result.where}/${result.name} (${mb} MB, ${result.pictures} pictures, ${(result.ms / 1000).toFixed(1)} s). ${key}${removed}`;
}
