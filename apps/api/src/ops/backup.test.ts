// @module-tag postgres
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Registration, Session, UploadAnswer } from '@kuber/shared';
import { openDatabase } from '../db/client.js';
import { insertProducts } from '../db/factories.js';
import { seedDemo } from '../db/seed.js';
import { ensureAdmin } from '../modules/auth/admins.js';
import { smallPng, uploadForm } from '../modules/uploads/test-pictures.js';
import { signup } from '../test/accounts.js';
import { client } from '../test/client.js';
import { createDatabase, dropDatabase, onPostgres, testDatabaseUrl } from '../test/processes.js';
import { runStoreProgram, startStore, type StoreProcess } from '../test/services.js';
import { adminLogin, enrolTotp, placeOrder } from './test-steps.js';

/**
 * The demo shop backed up while shoppers place orders, and put back into an empty data folder
 * (or an empty PostgreSQL database, under scripts/with-postgres.sh): every order in the backup
 * is there whole, with the stock it took; log-ins, the admin's second factor and the pictures
 * work on the restored shop.
 */
const kind = onPostgres() ? 'PostgreSQL' : 'the embedded database';
const root = mkdtempSync(path.join(tmpdir(), 'kf-bk-'));
const KEY = Buffer.alloc(32, 9).toString('base64');
const admin = { email: 'owner@example.in', phone: '9876501234', password: 'Owner@12345' };
const STOCK = 100_000;

let serverUrl: string | undefined;
const databases: string[] = [];
/** A new empty database on the test server, dropped at the end. */
async function newDatabase(): Promise<string> {
  const name = `kf_backup_${process.pid}_${databases.length}`;
  databases.push(name);
  return createDatabase(serverUrl!, name);
}

/** The settings of one shop: its data folder, and on PostgreSQL its database and key (no key file). */
interface Shop {
  env: Record<string, string>;
  dataDir: string;
}

async function newShop(name: string): Promise<Shop> {
  const dataDir = path.join(root, name);
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
  };
  if (serverUrl) Object.assign(env, { DATABASE_URL: await newDatabase(), ENCRYPTION_KEY: KEY });
  // On the embedded database the key is the shop's own secret.key (the test stores' shared one is left out).
  else (env as Record<string, string | undefined>).ENCRYPTION_KEY = undefined;
  return { env, dataDir };
}

let source: Shop;
let store: StoreProcess | undefined;
let productId: number;
const shop = () => client(store!.url);

beforeAll(async () => {
  serverUrl = testDatabaseUrl();
  source = await newShop('source');
  // The demo catalogue, its admin and one product with plenty of stock for the orders. (Made here,
  // not by a demo start, which would also draw the demo pictures: ten seconds of both cores alone,
  // a minute beside the other tests, for nothing this test reads.)
  const seeded = await openDatabase({
    url: source.env.DATABASE_URL,
    dataDir: serverUrl ? undefined : path.join(source.dataDir, 'db'),
  });
  await seedDemo(seeded.db, { images: false });
  await ensureAdmin(seeded.db, { ...admin, firstName: 'Shop', lastName: 'Owner' });
  const [product] = await insertProducts(seeded.db, [
    { name: 'Backup Banarasi Saree', category: 'womens-fashion', price: 2499, stockQuantity: STOCK },
  ]);
  productId = product!.id;
  await seeded.close();
  store = await startStore(source.env);
}, 180_000);

afterAll(async () => {
  await store?.stop();
  if (serverUrl) {
    for (const name of databases) await dropDatabase(serverUrl, name);
  }
  rmSync(root, { recursive: true, force: true });
}, 60_000);

interface Placed {
  order: Order;
  /** When it was asked for and answered. */
  asked: number;
  answered: number;
  shopper: Session;
}

describe(`backup and restore on ${kind}`, () => {
  let totpSecret: string;
  let backupFile: string;
  const placed: Placed[] = [];
  const shoppers: { session: Session; email: string; password: string }[] = [];
  let backupStarted = 0;
  let backupEnded = 0;
  let picture: string;
  let pictureBytes: Buffer;

  it('backs the shop up while shoppers place orders', async () => {
    // A picture of the admin's; then the admin enrols a second factor.
    const first = (await adminLogin(shop(), admin)).session;
    const uploaded = await shop()
      .as(first)
      .post<UploadAnswer>(
        '/api/admin/storage/upload',
        uploadForm({ data: await smallPng(), name: 'saree.png', type: 'image/png' }),
      );
    expect(uploaded.status).toBe(201);
    picture = uploaded.body.data.publicUrl;
    pictureBytes = (await shop().anonymous().get(picture)).bytes;
    totpSecret = await enrolTotp(shop(), first);

    for (let i = 0; i < 4; i++) {
      const body = signup();
      const res = await shop().anonymous().post<Registration>('/api/auth/register', body);
      expect(res.status).toBe(201);
      shoppers.push({ session: res.body.data, email: body.email, password: body.password });
    }

    let stop = false;
    const placing = shoppers.map(async ({ session }, n) => {
      for (let i = 0; !stop; i++) {
        const asked = Date.now();
        const order = await placeOrder(shop(), session, productId, 1 + ((n + i) % 3));
        placed.push({ order, asked, answered: Date.now(), shopper: session });
        // Shoppers, not a benchmark: the store has time for the backup beside them.
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    while (placed.length < 8) await new Promise((r) => setTimeout(r, 50));
    backupStarted = Date.now();
    const backup = await runStoreProgram('ops/backup-cli.ts', [], source.env);
    backupEnded = Date.now();
    // Orders go on after it: a few asked for once the backup was written, which it must not hold.
    while (placed.filter((p) => p.asked > backupEnded).length < 4) await new Promise((r) => setTimeout(r, 50));
    stop = true;
    await Promise.all(placing);
    console.log(`Backup on ${kind} in ${backup.ms} ms while ${placed.length} orders were placed:\n${backup.output}`);
    expect(backup.code).toBe(0);
    if (!serverUrl) expect(backup.output).toContain('The running store took the backup.');
    const names = readdirSync(path.join(source.dataDir, 'backups')).filter((n) => n.endsWith('.tar.gz'));
    expect(names).toHaveLength(1);
    backupFile = path.join(source.dataDir, 'backups', names[0]!);
    expect(backup.output).toContain(`Backup written: ${backupFile}`);
    expect(placed.filter((p) => p.answered < backupStarted).length).toBeGreaterThan(0);
    expect(placed.filter((p) => p.asked > backupEnded).length).toBeGreaterThan(0);
  }, 180_000);

  it('restores it into an empty place, where everything in the backup is there and works', async () => {
    const target = await newShop('restored');
    const restore = await runStoreProgram('ops/restore-cli.ts', [backupFile], target.env);
    console.log(restore.output);
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/^Restored the backup of .+ into .+ in [\d.]+ s\.$/m);

    await store!.stop();
    store = await startStore(target.env);

    // Every order is there whole or not at all: answered before the backup, there; asked after it, not.
    let taken = 0;
    let present = 0;
    for (const p of placed) {
      const res = await shop().as(p.shopper).get<Order>(`/api/orders/${p.order.id}`);
      if (p.answered < backupStarted) expect(res.status).toBe(200);
      if (p.asked > backupEnded) expect(res.status).toBe(404);
      if (res.status === 200) {
        present++;
        taken += p.order.totalItems;
        expect(res.body.data).toMatchObject({
          orderNumber: p.order.orderNumber,
          totalAmount: p.order.totalAmount,
          totalItems: p.order.totalItems,
          items: p.order.items,
        });
      } else expect(res.status).toBe(404);
    }
    console.log(`${present} of ${placed.length} orders were in the backup`);
    // The stock the restored orders took, and no more.
    const product = await shop().anonymous().get<{ stockQuantity: number }>(`/api/products/${productId}`);
    expect(product.body.data.stockQuantity).toBe(STOCK - taken);

    // Shoppers and the admin log in; the admin's second factor opens with the restored key.
    const login = await shop()
      .anonymous()
      .post('/api/auth/login', { email: shoppers[0]!.email, password: shoppers[0]!.password });
    expect(login.status).toBe(200);
    const aal1 = (await adminLogin(shop(), admin)).session;
    expect((await shop().as(aal1).get('/api/admin/orders')).status).toBe(403);
    const aal2 = await adminLogin(shop(), admin, totpSecret);
    expect(aal2.status).toBe(200);
    expect((await shop().as(aal2.session!).get('/api/admin/orders')).status).toBe(200);

    // The pictures came back.
    const served = await shop().anonymous().get(picture);
    expect(served.status).toBe(200);
    expect(served.bytes).toEqual(pictureBytes);

    // A second restore into the same place is refused, and changes nothing.
    await store!.stop();
    store = undefined;
    const again = await runStoreProgram('ops/restore-cli.ts', [backupFile], target.env);
    expect(again.code).toBe(1);
    expect(again.output.trim()).toEqual(
      serverUrl
        ? expect.stringMatching(
            /^The database at DATABASE_URL is not empty \(it holds .+\)\. Give it an empty database/,
          )
        : `The data folder ${target.dataDir} is not empty: it holds a database (db/), pictures (uploads/), a key (secret.key). Restore puts a backup into an empty one: give DATA_DIR a new folder, or move this one aside.`,
    );
    if (!serverUrl)
      expect(readFileSync(path.join(target.dataDir, 'secret.key'))).toEqual(
        readFileSync(path.join(source.dataDir, 'secret.key')),
      );
  }, 180_000);
});
