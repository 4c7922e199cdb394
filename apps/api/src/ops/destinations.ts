import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.js';
import { connectS3 } from '../modules/uploads/storage.js';

/** A backup's file name: the time it was taken, so names sort as times do. */
export const BACKUP_NAME = /^kuber-backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)\.tar\.gz$/;

export function backupName(at: Date): string {
  return `kuber-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** When a backup of this name was taken; undefined for a name that is not a backup's. */
export function backupTime(name: string): Date | undefined {
  const match = /^kuber-backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.tar\.gz$/.exec(name);
  if (!match) return undefined;
  const [, date, h, m, s, ms] = match;
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

/** Where backups are kept: a folder, or an S3-compatible bucket. */
export interface Destination {
  /** Said to the shop: the folder, or s3://bucket. */
  readonly where: string;
  /** Where a backup is written before it is handed over (beside the folder's backups, so the move is a rename). */
  readonly workDir: string;
  /** The backups there, oldest first. */
  list(): Promise<string[]>;
  /** Hands a written file over under `name`; the file is gone afterwards. */
  put(file: string, name: string): Promise<void>;
  /** A backup's bytes. */
  read(name: string): Promise<Readable>;
  remove(name: string): Promise<void>;
  close(): void;
}

class FolderDestination implements Destination {
  constructor(readonly where: string) {}
  get workDir() {
    return this.where;
  }

  async list() {
    const names = await readdir(this.where).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    return names.filter((n) => BACKUP_NAME.test(n)).sort();
  }

  async put(file: string, name: string) {
    await rename(file, path.join(this.where, name));
  }

  async read(name: string) {
    const file = path.join(this.where, name);
    await stat(file);
    return createReadStream(file);
  }

  async remove(name: string) {
    await rm(path.join(this.where, name), { force: true });
  }

  close() {}
}

type S3 = Awaited<ReturnType<typeof connectS3>>;

class BucketDestination implements Destination {
  readonly where: string;
  constructor(
    private readonly s3: S3,
    private readonly bucket: string,
    readonly workDir: string,
  ) {
    this.where = `s3://${bucket}`;
  }

  async list() {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.s3.client.send(
        new this.s3.sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: 'kuber-backup-',
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key && BACKUP_NAME.test(object.Key)) names.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort();
  }

  async put(file: string, name: string) {
    try {
      const { size } = await stat(file);
      await this.s3.client.send(
        new this.s3.sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: name,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: 'application/gzip',
        }),
      );
    } finally {
      await rm(file, { force: true });
    }
  }

  async read(name: string) {
    const answer = await this.s3.client.send(new this.s3.sdk.GetObjectCommand({ Bucket: this.bucket, Key: name }));
    return answer.Body as Readable;
  }

  async remove(name: string) {
    await this.s3.client.send(new this.s3.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  close() {
    this.s3.client.destroy();
  }
}

/** The destination the settings name: BACKUP_S3_BUCKET when set, else the folder BACKUP_DIR (DATA_DIR/backups). */
export async function openDestination(config: Config): Promise<Destination> {
  if (config.BACKUP_S3_BUCKET) {
    const s3 = await connectS3(config, config.BACKUP_S3_BUCKET, { streams: true }).catch((error: Error) => {
      throw new Error(`BACKUP_S3_BUCKET ${error.message.replace(/^Bucket /, '')}`);
    });
    const workDir = path.join(config.dataDir, '.backup-work');
    await mkdir(workDir, { recursive: true, mode: 0o700 });
    return new BucketDestination(s3, config.BACKUP_S3_BUCKET, workDir);
  }
  await mkdir(config.backupDir, { recursive: true, mode: 0o700 });
  return new FolderDestination(config.backupDir);
}

/** Copies a readable into a new file readable by its owner only. */
export async function saveTo(file: string, body: Readable): Promise<void> {
  await pipeline(body, createWriteStream(file, { mode: 0o600 }));
}
