import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, UploadAnswer } from '@kuber/shared';
import { loadConfig, type Config } from '#api/config.js';
import { loginAdmin } from '#api/test/accounts.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { createImageStore } from './storage.js';
import { UploadsService } from './uploads.service.js';
import { sidewaysPhoto, uploadForm } from './test-pictures.js';

/*
 * The S3 store against s3rver, an S3-compatible server on a free loopback port: two store
 * instances with their own data folders share one bucket.
 */

const BUCKET = 'kf-pictures';
let s3: S3rver;
let bucketDir: string;
let s3Settings: Partial<Config>;
const dirs: string[] = [];
let first: TestApp;
let second: TestApp;
let admin: Session;

const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kf-s3-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  bucketDir = tempDir();
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  s3Settings = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'ap-south-1',
    // s3rver's fixed keys.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  };
  first = await createTestApp({ ...s3Settings, dataDir: tempDir() });
  second = await createTestApp({ ...s3Settings, dataDir: tempDir() });
  admin = await loginAdmin(first.app, first.database.db);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('pictures in an S3-compatible bucket (S3_BUCKET)', () => {
  it('an upload lands in the bucket, not on the disk, and both store instances serve it at the same address', async () => {
    const res = await first
      .as(admin)
      .post<UploadAnswer>(
        '/api/admin/storage/upload',
        uploadForm(
          { data: await sidewaysPhoto(), name: 'photo.jpg', type: 'image/jpeg' },
          { categorySlug: 'footwear', filename: 'Red Sneaker' },
        ),
      );
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data.publicUrl).toMatch(/^\/uploads\/footwear\/red-sneaker-[0-9a-f]{20}\.webp$/);

    const key = data.publicUrl.slice('/uploads/'.length);
    expect(existsSync(path.join(first.config.dataDir, 'uploads', key))).toBe(false);
    const bucket = new S3Client({
      endpoint: s3Settings.S3_ENDPOINT,
      region: s3Settings.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const stored = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    bucket.destroy();
    expect([stored.ContentType, stored.CacheControl]).toEqual(['image/webp', 'public, max-age=31536000, immutable']);

    for (const app of [first, second]) {
      for (const [size, url] of Object.entries(data.srcset)) {
        const pic = await app.anonymous().get(url);
        expect([pic.status, pic.headers['content-type'], pic.headers['cache-control']], `${size} ${url}`).toEqual([
          200,
          'image/webp',
          'public, max-age=31536000, immutable',
        ]);
        const meta = await sharp(pic.bytes).metadata();
        expect([meta.format, meta.width], size).toEqual(['webp', { '400': 400, '800': 800, full: 1000 }[size]]);
      }
    }
    expect((await second.anonymous().get('/uploads/footwear/0123456789abcdef0123.webp')).status).toBe(404);
  });

  it('deleteImage removes every size from the bucket, for every instance', async () => {
    const res = await first.as(admin).post<UploadAnswer>(
      '/api/admin/storage/upload',
      uploadForm({
        data: await sharp(await sidewaysPhoto())
          .rotate(180)
          .jpeg()
          .toBuffer(),
        name: 'b.jpg',
        type: 'image/jpeg',
      }),
    );
    const { publicUrl, srcset } = res.body.data;
    expect((await second.anonymous().get(publicUrl)).status).toBe(200);

    const store = await createImageStore(second.config, path.join(second.config.dataDir, 'uploads'));
    try {
      expect(await new UploadsService(second.database.db, store).deleteImage(publicUrl)).toBe(true);
    } finally {
      await store.close();
    }
    for (const url of Object.values(srcset)) expect((await first.anonymous().get(url)).status, url).toBe(404);
  });

  it('a wrong bucket or half a key pair stops the start with a clear message', async () => {
    const settings = { ...first.config, S3_BUCKET: 'no-such-bucket' };
    await expect(createImageStore(settings, tempDir())).rejects.toThrow(
      `S3_BUCKET no-such-bucket at ${s3Settings.S3_ENDPOINT}: no such bucket`,
    );
    expect(() => loadConfig({ S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
    );
  });
});
