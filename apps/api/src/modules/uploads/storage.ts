import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '#api/config.js';

/** A stored picture on its way out. */
export interface StoredImage {
  body: Readable;
  bytes?: number;
  lastModified?: Date;
  etag?: string;
}

/**
 * Where uploaded pictures are kept. Keys are paths like `general/3f9c…-400.webp`; the store
 * serves each at `/uploads/<key>` whichever kind it is, so addresses never change with it.
 */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** Removes the keys; one already gone is no error. */
  delete(keys: string[]): Promise<void>;
  /** The picture, or null when there is none under the key. */
  read(key: string): Promise<StoredImage | null>;
  /** Fails, saying why, when pictures cannot be saved now (readiness, modules/health). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export const IMAGE_TYPE = 'image/webp';
/** Keys are content-hashed: what is behind one never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files under DATA_DIR/uploads: one machine, or several sharing a disk. */
export class LocalImageStore implements ImageStore {
  readonly kind = 'local';
  constructor(private readonly root: string) {}

  private file(key: string): string {
    const file = path.resolve(this.root, key);
    // Keys are made by the service, but a path that leaves the folder is never followed.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Image key outside the uploads folder: ${key}`);
    return file;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a picture (and two uploads of one picture never share the aside file).
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.file(key), { force: true })));
  }

  async read(key: string): Promise<StoredImage | null> {
    const file = this.file(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(file), bytes: info.size, lastModified: info.mtime };
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK).catch(() => {
      throw new Error(`the uploads folder ${this.root} cannot be written`);
    });
  }

  async close(): Promise<void> {}
}

/** An S3-compatible bucket: several store instances share the pictures. */
export class S3ImageStore implements ImageStore {
  readonly kind = 's3';
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly sdk: typeof import('@aws-sdk/client-s3'),
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: IMAGE_TYPE,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async delete(keys: string[]): Promise<void> {
    // One call per key: DeleteObjects is missing from some S3-compatible services.
    await Promise.all(
      keys.map((key) => this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }))),
    );
  }

  async read(key: string): Promise<StoredImage | null> {
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: answer.Body as Readable,
        bytes: answer.ContentLength,
        lastModified: answer.LastModified,
        etag: answer.ETag,
      };
    } catch (error) {
      if (
        error instanceof this.sdk.NoSuchKey ||
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return null;
      throw error;
    }
  }

  async check(): Promise<void> {
    await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket })).catch((err: Error) => {
      throw new Error(`the bucket ${this.bucket} does not answer (${err.name})`);
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** An S3 client with the store's settings (S3_ENDPOINT, S3_REGION, the keys), its bucket checked now. */
export async function connectS3(
  config: Config,
  bucket: string,
  options: { streams?: boolean } = {},
): Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> {
  // The SDK is loaded only by stores that use it.
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    // A file streamed up is sent as it is, not in aws-chunked framing with a trailing checksum,
    // which some S3-compatible services store as part of the object.
    ...(options.streams ? { requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: config.S3_ACCESS_KEY_ID
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY! }
      : undefined,
  });
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    client.destroy();
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const reason =
      status === 404
        ? 'no such bucket'
        : status === 403
          ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
          : (error as Error).message;
    throw new Error(`Bucket ${bucket} at ${config.S3_ENDPOINT ?? 'AWS'}: ${reason}`);
  }
  return { client, sdk };
}

/**
 * The store the settings ask for: S3 when S3_BUCKET is set (its bucket checked now, so a wrong
 * setting stops the start with a clear message), else DATA_DIR/uploads.
 */
export async function createImageStore(config: Config, uploadsDir: string): Promise<ImageStore> {
  if (!config.S3_BUCKET) return new LocalImageStore(path.resolve(uploadsDir));
  const { client, sdk } = await connectS3(config, config.S3_BUCKET).catch((error: Error) => {
    throw new Error(`S3_BUCKET ${error.message.replace(/^Bucket /, '')}`);
  });
  return new S3ImageStore(client, config.S3_BUCKET, sdk);
}
