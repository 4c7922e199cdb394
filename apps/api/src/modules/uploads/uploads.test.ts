import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exif from 'exif-reader';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, UploadAnswer } from '@kuber/shared';
import { ensureCategories, insertProducts } from '#api/db/factories.js';
import { products } from '#api/db/schema.js';
import { bearer, loginAdmin, registerShopper } from '#api/test/accounts.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { LocalImageStore } from './storage.js';
import { imageRoutes } from './uploads.routes.js';
import { UploadsService } from './uploads.service.js';
import {
  appendFile,
  gif,
  isBluish,
  isReddish,
  pixel,
  pngBomb,
  sidewaysPhoto,
  smallPng,
  svg,
  tallWebp,
  uploadForm,
  wideAvif,
} from './test-pictures.js';

let t: TestApp;
let dataDir: string;
let admin: Session;
let shopper: Session;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kf-uploads-'));
  t = await createTestApp({ dataDir });
  admin = await loginAdmin(t.app, t.database.db);
  shopper = (await registerShopper(t.app)).session;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const UPLOAD = '/api/admin/storage/upload';

async function upload(form: FormData, session: Session | null = admin) {
  const res = await t.app.inject({
    method: 'POST',
    url: UPLOAD,
    payload: form,
    headers: session ? bearer(session) : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      success: boolean;
      message: string;
      code?: string;
      data: UploadAnswer;
      errors?: { path: string; message: string }[];
    },
  };
}

const jpeg = (data: Buffer, name = 'photo.jpg') => uploadForm({ data, name, type: 'image/jpeg' });

/** GET of a picture's address: its status, headers and bytes. */
async function fetchPicture(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    cache: res.headers['cache-control'],
    data: res.rawPayload,
  };
}

function storedFiles(): string[] {
  const root = path.join(dataDir, 'uploads');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.webp'))
    .sort();
}

describe('POST /api/admin/storage/upload', () => {
  it('turns a sideways phone photo upright, keeps it as 800 px, 400 px and full-size WebP, and leaves no EXIF or GPS behind', async () => {
    const photo = await sidewaysPhoto();
    // The test's own photo carries the camera, the orientation and where it was taken.
    const sent = exif((await sharp(photo).metadata()).exif!);
    expect(sent.GPSInfo?.GPSLatitude).toEqual([22, 5, 0]);
    expect(sent.Image?.Orientation).toBe(6);

    const { status, body } = await upload(jpeg(photo));
    expect(status).toBe(201);
    expect(body.message).toBe('Picture uploaded');
    const key = body.data.publicUrl.match(/^\/uploads\/general\/([0-9a-f]{20})\.webp$/)?.[1];
    expect(key).toBeDefined();
    expect(body.data).toMatchObject({
      filename: `${key}.webp`,
      categorySlug: 'general',
      srcset: {
        '400': `/uploads/general/${key}-400.webp`,
        '800': `/uploads/general/${key}.webp`,
        full: `/uploads/general/${key}-full.webp`,
      },
      width: 1000,
      height: 1600,
    });

    const sizes: Record<string, [number, number]> = { '400': [400, 640], '800': [800, 1280], full: [1000, 1600] };
    let bytes = 0;
    for (const [size, url] of Object.entries(body.data.srcset)) {
      const res = await fetchPicture(url);
      expect(res.status).toBe(200);
      expect(res.type).toBe('image/webp');
      expect(res.cache).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.data).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual(sizes[size]);
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, orientation: meta.orientation }).toEqual(
        {
          exif: undefined,
          xmp: undefined,
          iptc: undefined,
          icc: undefined,
          orientation: undefined,
        },
      );
      // Upright: the photo's left (red) side is now the top, its right (blue) side the bottom.
      const [w, h] = sizes[size]!;
      expect(isReddish(await pixel(res.data, w / 2, Math.round(h * 0.1)))).toBe(true);
      expect(isBluish(await pixel(res.data, w / 2, Math.round(h * 0.9)))).toBe(true);
      bytes += res.data.length;
    }
    expect(body.data.bytes).toBe(bytes);
  });

  it('takes PNG, WebP and AVIF, never enlarges a small picture, and keeps the original within 2000 px', async () => {
    const cases = [
      {
        data: await smallPng(),
        name: 'logo.png',
        type: 'image/png',
        want: { '400': [300, 200], '800': [300, 200], full: [300, 200] },
      },
      {
        data: await tallWebp(),
        name: 'kurta.webp',
        type: 'image/webp',
        want: { '400': [400, 533], '800': [800, 1067], full: [1200, 1600] },
      },
      {
        data: await wideAvif(),
        name: 'saree.avif',
        type: 'image/avif',
        want: { '400': [400, 300], '800': [800, 600], full: [2000, 1500] },
      },
    ];
    for (const { data, name, type, want } of cases) {
      const { status, body } = await upload(uploadForm({ data, name, type }, { categorySlug: 'womens-fashion' }));
      expect(status, name).toBe(201);
      expect(body.data.categorySlug).toBe('womens-fashion');
      expect(body.data.publicUrl).toMatch(/^\/uploads\/womens-fashion\/[0-9a-f]{20}\.webp$/);
      expect([body.data.width, body.data.height]).toEqual(want.full);
      for (const [size, url] of Object.entries(body.data.srcset)) {
        const meta = await sharp((await fetchPicture(url)).data).metadata();
        expect([meta.format, meta.width, meta.height], `${name} ${size}`).toEqual([
          'webp',
          ...want[size as keyof typeof want],
        ]);
      }
    }
    // The PNG's transparency survives.
    const png = await upload(uploadForm({ data: await smallPng(), name: 'logo.png', type: 'image/png' }));
    expect((await sharp((await fetchPicture(png.body.data.publicUrl)).data).metadata()).hasAlpha).toBe(true);
  });

  it('gives the same picture the same address every time; a filename makes the address readable', async () => {
    const photo = await sidewaysPhoto();
    const first = await upload(jpeg(photo));
    const again = await upload(jpeg(photo, 'copy of photo.jpg'));
    expect(again.body.data.publicUrl).toBe(first.body.data.publicUrl);
    const hash = first.body.data.publicUrl.slice(-25, -5);

    const named = await upload(
      uploadForm(
        { data: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' },
        { categorySlug: 'mens-fashion', filename: 'Crème Kurta (Front).JPG' },
      ),
    );
    expect(named.status).toBe(201);
    expect(named.body.data.publicUrl).toBe(`/uploads/mens-fashion/creme-kurta-front-${hash}.webp`);
    expect(named.body.data.filename).toBe(`creme-kurta-front-${hash}.webp`);
    expect((await fetchPicture(named.body.data.srcset['400'])).status).toBe(200);

    // Two admins dropping the same new picture at the same moment.
    const webp = await tallWebp();
    const both = await Promise.all(
      [1, 2].map(() => upload(uploadForm({ data: webp, name: 'kurta.webp', type: 'image/webp' }))),
    );
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[0]!.body.data.publicUrl).toBe(both[1]!.body.data.publicUrl);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF picture by its content, whatever its name says, and keeps nothing of it', async () => {
    const before = storedFiles();
    const photo = await sidewaysPhoto();
    const accepted = 'Please upload a JPEG, PNG, WebP or AVIF picture.';
    const cases: [string, FormData, string][] = [
      [
        'svg',
        uploadForm({ data: svg(), name: 'logo.svg', type: 'image/svg+xml' }),
        `SVG files are not accepted. ${accepted}`,
      ],
      [
        'text renamed .jpg',
        jpeg(Buffer.from('name,price\nKurta,999\n'), 'kurta.jpg'),
        `This file is not a picture the store can read. ${accepted}`,
      ],
      [
        'gif',
        uploadForm({ data: await gif(), name: 'sale.gif', type: 'image/gif' }),
        `GIF files are not accepted. ${accepted}`,
      ],
      [
        'truncated jpeg',
        jpeg(photo.subarray(0, Math.floor(photo.length * 0.6))),
        'This picture looks damaged or incomplete and could not be read. Please save it again and retry.',
      ],
      [
        'decompression bomb',
        uploadForm({ data: pngBomb(8000), name: 'tiny.png', type: 'image/png' }),
        'This picture is 8,000 × 8,000 pixels, more than the 50 megapixels the store takes. Please make it smaller and retry.',
      ],
      ['empty file', jpeg(Buffer.alloc(0)), 'The file is empty. Please choose a picture.'],
      [
        'no file field',
        uploadForm(undefined, { categorySlug: 'general' }),
        'Choose a picture to upload (the form has no file field).',
      ],
    ];
    for (const [name, form, message] of cases) {
      const { status, body } = await upload(form);
      expect([status, body.success, body.code, body.message], name).toEqual([400, false, 'INVALID', message]);
    }
    expect(pngBomb(8000).length).toBeLessThan(20_000);
    expect(storedFiles()).toEqual(before);
  });

  it('files a picture under the category its slug, name or header label names, in any case, as the original client sent it', async () => {
    const photo = await smallPng();
    const cases: [string, string][] = [
      ['men', 'mens-fashion'],
      ['Women', 'womens-fashion'],
      ['KIDS', 'kids-fashion'],
      ['Shoes', 'footwear'],
      ["Men's Fashion", 'mens-fashion'],
      ['sports & active', 'sports-active'],
      [' accessories ', 'accessories'],
      ['General', 'general'],
      ['', 'general'],
    ];
    for (const [sent, slug] of cases) {
      const { status, body } = await upload(
        uploadForm({ data: photo, name: 'logo.png', type: 'image/png' }, { categorySlug: sent }),
      );
      expect([status, body.data?.categorySlug], sent).toEqual([201, slug]);
      expect(body.data.publicUrl, sent).toMatch(new RegExp(`^/uploads/${slug}/[0-9a-f]{20}\\.webp$`));
      expect((await fetchPicture(body.data.publicUrl)).status, sent).toBe(200);
    }
  });

  it('refuses a category that is neither general nor one of the store’s, a file in the wrong field, and a body that is not a form', async () => {
    const photo = await sidewaysPhoto();
    const bad = await upload(
      uploadForm({ data: photo, name: 'a.jpg', type: 'image/jpeg' }, { categorySlug: 'electronics' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      "categorySlug must be general or a category's slug, name or label (mens-fashion, Men; womens-fashion, Women; kids-fashion, Kids; footwear, Shoes; accessories, Accessories; sports-active, Sports)",
    );
    expect(bad.body.errors?.[0]?.path).toBe('categorySlug');

    const long = await upload(
      uploadForm({ data: photo, name: 'a.jpg', type: 'image/jpeg' }, { filename: 'x'.repeat(201) }),
    );
    expect([long.status, long.body.message]).toEqual([400, 'filename must be at most 200 characters']);

    const wrongField = appendFile(new FormData(), 'image', { data: photo, name: 'a.jpg', type: 'image/jpeg' });
    expect((await upload(wrongField)).body.message).toBe(
      'Send the picture in the field named file (it came as image).',
    );

    const two = appendFile(jpeg(photo, 'a.jpg'), 'file', { data: photo, name: 'b.jpg', type: 'image/jpeg' });
    expect(await upload(two).then((r) => [r.status, r.body.message])).toEqual([400, 'Send one picture per upload.']);

    for (const payload of [{ file: 'aGVsbG8=' }, undefined]) {
      const res = await t.app.inject({ method: 'POST', url: UPLOAD, payload, headers: bearer(admin) });
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'Send the picture as multipart/form-data, in a field named file.',
      ]);
    }
  });

  it('refuses a 30 MB picture with 413 (UPLOAD_MAX_MB is 10)', async () => {
    const { status, body } = await upload(jpeg(Buffer.alloc(30 * 1024 * 1024, 0xff), 'huge.jpg'));
    expect([status, body.code, body.message]).toEqual([
      413,
      'TOO_LARGE',
      'The picture is larger than 10 MB. Please choose a smaller one.',
    ]);
  });

  it('is for admins only: a visitor gets 401, a shopper 403', async () => {
    const form = async () => jpeg(await sidewaysPhoto());
    expect((await upload(await form(), null)).status).toBe(401);
    const asShopper = await upload(await form(), shopper);
    expect([asShopper.status, asShopper.body.message]).toEqual([403, 'Admin access required']);
  });
});

describe('a 30 MB upload over a real connection', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends the head of a multipart request and `sent` bytes of its picture, then waits for the answer. */
  function send(
    headers: Record<string, string | number>,
    sent: number,
  ): Promise<{ status: number; body: { message: string } }> {
    const boundary = 'kf-boundary';
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: UPLOAD,
          headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode!, body: JSON.parse(text) });
          });
        },
      );
      req.on('error', reject);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      // Written in pieces, as a network delivers them; the rest of the 30 MB is never sent.
      const piece = Buffer.alloc(256 * 1024, 0xff);
      for (let done = 0; done < sent; done += piece.length) req.write(piece);
    });
  }

  it('is refused from its declared length before the body is read', async () => {
    const res = await send({ 'content-length': 30 * 1024 * 1024 }, 256 * 1024);
    expect([res.status, res.body.message]).toEqual([
      413,
      'The picture is larger than 10 MB. Please choose a smaller one.',
    ]);
  });

  it('is refused at the 10th megabyte when it comes without a length (chunked)', async () => {
    const res = await send({ 'transfer-encoding': 'chunked' }, 11 * 1024 * 1024);
    expect([res.status, res.body.message]).toEqual([
      413,
      'The picture is larger than 10 MB. Please choose a smaller one.',
    ]);
  });
});

describe('/uploads/*', () => {
  it('answers 404 for a picture that is not there and for addresses that are no picture key', async () => {
    for (const url of [
      '/uploads/general/0123456789abcdef0123.webp',
      '/uploads/../config.ts',
      '/uploads/general/..%2F..%2Fdb%2FPG_VERSION',
      '/uploads/general/x.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('still serves the demo catalogue’s pictures from DATA_DIR/uploads/demo', async () => {
    const demo = path.join(dataDir, 'uploads', 'demo');
    mkdirSync(demo, { recursive: true });
    writeFileSync(
      path.join(demo, 'test-tee-black.webp'),
      await sharp(await smallPng())
        .webp()
        .toBuffer(),
    );
    const res = await fetchPicture('/uploads/demo/test-tee-black.webp');
    expect([res.status, res.type]).toEqual([200, 'image/webp']);
  });

  it('holds a demo picture asked for while the first start draws them, and sends it once they are drawn', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kf-drawing-'));
    let drawn!: () => void;
    const app = Fastify();
    await app.register(imageRoutes(new LocalImageStore(dir), dir, new Promise<void>((resolve) => (drawn = resolve))));
    try {
      let answered = false;
      const asked = app.inject({ url: '/uploads/demo/late-tee.webp' }).then((res) => ((answered = true), res));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      writeFileSync(
        path.join(dir, 'demo', 'late-tee.webp'),
        await sharp(await smallPng())
          .webp()
          .toBuffer(),
      );
      drawn();
      const res = await asked;
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/webp']);
      // Once drawn, a picture is sent at once, and one that is not there is simply not found.
      expect((await app.inject({ url: '/uploads/demo/late-tee.webp' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/uploads/demo/never-drawn.webp' })).statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('UploadsService.deleteImage', () => {
  it('removes every size of a picture once no product, category or order line shows it, and never a demo picture', async () => {
    const uploads = new UploadsService(t.database.db, new LocalImageStore(path.join(dataDir, 'uploads')));
    const { body } = await upload(
      uploadForm(
        { data: await tallWebp(), name: 'kurta.webp', type: 'image/webp' },
        { categorySlug: 'mens-fashion', filename: 'to delete' },
      ),
    );
    const { publicUrl, srcset } = body.data;
    await ensureCategories(t.database.db);
    const [product] = await insertProducts(t.database.db, [
      { name: 'Upload Test Kurta', category: 'mens-fashion', price: 999, images: ['/uploads/demo/x.webp', publicUrl] },
    ]);

    expect(await uploads.deleteImage(publicUrl)).toBe(false);
    expect((await fetchPicture(publicUrl)).status).toBe(200);

    await t.database.db.delete(products).where(eq(products.id, product!.id));
    expect(await uploads.deleteImage(publicUrl)).toBe(true);
    for (const url of Object.values(srcset)) {
      expect((await fetchPicture(url)).status, url).toBe(404);
      expect(existsSync(path.join(dataDir, url))).toBe(false);
    }
    expect(await uploads.deleteImage('/uploads/demo/test-tee-black.webp')).toBe(false);
    expect((await fetchPicture('/uploads/demo/test-tee-black.webp')).status).toBe(200);
  });
});
