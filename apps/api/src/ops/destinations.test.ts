// @module-tag postgres
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { ensureCategories, insertProducts } from '../db/factories.js';
import { products } from '../db/schema.js';
import { createDatabase, dropDatabase, onPostgres, testDatabaseUrl } from '../test/processes.js';
import { runStoreProgram } from '../test/services.js';
import { takeBackup } from './backup.js';
import { backupTime } from './destinations.js';
import { openBackup, restoreBackup } from './restore.js';
import { backupIfDue } from './schedule.js';

/**
 * Where backups go and how many stay: a folder or an S3-compatible bucket (s3rver), BACKUP_KEEP,
 * and the scheduled backup taken by one instance of several. On the embedded database in memory,
 * or on PostgreSQL under scripts/with-postgres.sh.
 */
const KEY = Buffer.alloc(32, 5).toString('base64');
const BUCKET = 'kf-backups';
const DATABASE = `kf_dest_${process.pid}`;
const root = mkdtempSync(path.join(tmpdir(), 'kf-dest-'));
const serverUrl = testDatabaseUrl();
let url: string | undefined;
let database: Database;
let s3: S3rver;
let s3Settings: Record<string, string>;
let productId: number;
const extra: Database[] = [];

beforeAll(async () => {
  if (serverUrl) url = await createDatabase(serverUrl, DATABASE);
  database = await openDatabase({ url });
  await ensureCategories(database.db);
  const [product] = await insertProducts(database.db, [
    { name: 'Retained Lehenga', category: 'womens-fashion', price: 5999, stockQuantity: 3 },
  ]);
  productId = product!.id;
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  s3Settings = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}, 60_000);

afterAll(async () => {
  for (const d of extra) await d.close();
  await database?.close();
  await s3?.close();
  if (serverUrl && url) await dropDatabase(serverUrl, DATABASE);
  rmSync(root, { recursive: true, force: true });
}, 60_000);

let folders = 0;
/** The settings of a shop on the test database with its own data folder. */
function settings(env: Record<string, string> = {}): Config {
  const dataDir = path.join(root, `shop-${folders++}`);
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ENCRYPTION_KEY: KEY,
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
}

describe('where backups go and how many stay', () => {
  it('keeps the newest BACKUP_KEEP in the folder, each readable by its owner only', async () => {
    const config = settings({ BACKUP_KEEP: '2' });
    // A picture, which every backup carries.
    mkdirSync(path.join(config.dataDir, 'uploads', 'general'), { recursive: true });
    writeFileSync(path.join(config.dataDir, 'uploads', 'general', 'a-400.webp'), 'picture');
    const taken = [];
    for (let i = 0; i < 3; i++) taken.push(await takeBackup(config, database));
    expect(taken.map((t) => t.pictures)).toEqual([1, 1, 1]);
    expect(taken[2]!.removed).toEqual([taken[0]!.name]);
    const kept = readdirSync(config.backupDir);
    expect(kept.sort()).toEqual([taken[1]!.name, taken[2]!.name]);
    for (const name of kept) expect(statSync(path.join(config.backupDir, name)).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('refuses, before writing anything, a backup the place cannot open: a key not given, a PostgreSQL dump into a folder', async () => {
    const config = settings();
    const { name } = await takeBackup(config, database);
    const file = path.join(config.backupDir, name);
    // A folder to restore into, without the backup's ENCRYPTION_KEY (the backup does not hold it).
    const dataDir = path.join(root, 'refused');
    const fresh = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(url ? { ENCRYPTION_KEY: KEY } : {}) });
    await expect(restoreBackup(fresh, await openBackup(fresh, file))).rejects.toThrow(
      url
        ? 'This is a backup of a PostgreSQL database: restore it into an empty PostgreSQL database, with DATABASE_URL set.'
        : 'This backup was taken with ENCRYPTION_KEY, which is not in it: set ENCRYPTION_KEY to that same value and run restore again.',
    );
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

    // A file cut short (copied before it was whole) is said to be so (the reading is the same for either kind).
    if (url) return;
    const cut = path.join(root, 'cut.tar.gz');
    writeFileSync(cut, readFileSync(file).subarray(0, 4000));
    const keyed = { ...fresh, ENCRYPTION_KEY: KEY };
    await expect(restoreBackup(keyed, await openBackup(keyed, cut))).rejects.toThrow(
      /^The backup cannot be read: .+\. Is the file whole\?$/,
    );
  }, 60_000);

  it('writes to an S3 bucket (BACKUP_S3_BUCKET), keeps BACKUP_KEEP there, and restores from it by name', async () => {
    const config = settings({ ...s3Settings, BACKUP_S3_BUCKET: BUCKET, BACKUP_KEEP: '2' });
    const taken = [];
    for (let i = 0; i < 3; i++) taken.push(await takeBackup(config, database));
    expect(taken[2]!.where).toBe(`s3://${BUCKET}`);
    const client = new S3Client({
      endpoint: s3Settings.S3_ENDPOINT,
      region: 'ap-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    client.destroy();
    expect((listed.Contents ?? []).map((o) => o.Key).sort()).toEqual([taken[1]!.name, taken[2]!.name]);

    // PostgreSQL's dump goes back into PostgreSQL only; that round trip is backup.test.ts's.
    if (onPostgres()) return;
    const fresh = settings({ ...s3Settings, BACKUP_S3_BUCKET: BUCKET });
    const restored = await restoreBackup(fresh, await openBackup(fresh, taken[2]!.name));
    expect(restored.manifest.createdAt).toBe(backupTime(taken[2]!.name)!.toISOString());
    const back = await openDatabase({ dataDir: path.join(fresh.dataDir, 'db') });
    try {
      const [row] = await back.db.select().from(products).where(eq(products.id, productId));
      expect(row?.name).toBe('Retained Lehenga');
    } finally {
      await back.close();
    }
  }, 60_000);

  it('a scheduled backup is taken by one instance of several, once each BACKUP_EVERY_HOURS', async () => {
    const config = settings({ BACKUP_EVERY_HOURS: '6' });
    // Several instances of one shop on PostgreSQL; the embedded database has one.
    const instances = [database];
    if (url) for (let i = 0; i < 3; i++) instances.push(await openDatabase({ url, poolSize: 2 }));
    extra.push(...instances.slice(1));
    let clock = Date.now();
    const now = () => new Date(clock);
    const round = async () =>
      (await Promise.all(instances.map((d) => backupIfDue(config, d, now)))).filter(Boolean).length;
    const rounds: number[] = [];
    for (let i = 0; i < 3; i++) {
      rounds.push(await round()); // Due: one takes it.
      clock += 60 * 60_000;
      rounds.push(await round()); // An hour on: not due.
      clock += 5 * 60 * 60_000;
    }
    expect(rounds).toEqual([1, 0, 1, 0, 1, 0]);
    expect(readdirSync(config.backupDir).filter((n) => n.endsWith('.tar.gz'))).toHaveLength(3);
  }, 120_000);

  it.skipIf(!onPostgres())(
    'says what to install when pg_dump is missing',
    async () => {
      const dataDir = path.join(root, 'no-pg-dump');
      const run = await runStoreProgram('ops/backup-cli.ts', [], {
        DATA_DIR: dataDir,
        DATABASE_URL: url!,
        ENCRYPTION_KEY: KEY,
        PATH: path.join(root, 'empty-path'),
      });
      expect(run.code).toBe(1);
      expect(run.output.trim()).toBe(
        "The backup failed: pg_dump is not installed (it is not on the PATH). Install PostgreSQL's client programs, of the server's major version or newer: on Debian or Ubuntu, apt-get install postgresql-client.",
      );
      expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([]);
    },
    60_000,
  );
});
