// @module-tag postgres
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Order, Registration, Session } from '@kuber/shared';
import { openDatabase } from '../db/client.js';
import { insertProducts } from '../db/factories.js';
import { orders as ordersTable } from '../db/schema.js';
import { seedDemo } from '../db/seed.js';
import { ensureAdmin } from '../modules/auth/admins.js';
import { signup } from '../test/accounts.js';
import { client } from '../test/client.js';
import { createDatabase, dropDatabase, testDatabaseUrl } from '../test/processes.js';
import { runStoreProgram, startStore, type StoreProcess } from '../test/services.js';
import { adminLogin, enrolTotp, placeOrder } from './test-steps.js';

/**
 * The demo shop with orders and an admin's second factor, moved from its embedded database to
 * PostgreSQL (under scripts/with-postgres.sh): on the other side, with the data folder's key as
 * ENCRYPTION_KEY, shoppers and the admin (second factor and all) log in, the stock is as it
 * was, and the next order's number follows the last.
 */
const serverUrl = testDatabaseUrl();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kf-mv-'));
const admin = { email: 'owner@example.in', phone: '9876501234', password: 'Owner@12345' };
const STOCK = 50;
const dbName = `kf_move_${process.pid}`;
let store: StoreProcess | undefined;
const shop = () => client(store!.url);

afterAll(async () => {
  await store?.stop();
  if (serverUrl) await dropDatabase(serverUrl, dbName);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!serverUrl)('moving a shop from the embedded database to PostgreSQL', () => {
  it('moves the demo shop with its orders; log-ins, the second factor, stock and order numbers carry on there', async () => {
    const seeded = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await seedDemo(seeded.db, { images: false });
    // The demo's own delivered orders (its reviewers'), beside the three placed below.
    const [demo] = await seeded.db.select({ n: count() }).from(ordersTable);
    const [product] = await insertProducts(seeded.db, [
      { name: 'Moving Day Kurta', category: 'mens-fashion', price: 1299, stockQuantity: STOCK },
    ]);
    await ensureAdmin(seeded.db, admin);
    await seeded.close();
    // The embedded store keeps its own key in DATA_DIR/secret.key (the test stores' shared key left out).
    const embedded = { DATA_DIR: dataDir, NODE_ENV: 'development', ENCRYPTION_KEY: undefined } as unknown as Record<
      string,
      string
    >;
    store = await startStore(embedded);
    const totpSecret = await enrolTotp(shop(), (await adminLogin(shop(), admin)).session);
    const body = signup();
    const shopper = (await shop().anonymous().post<Registration>('/api/auth/register', body)).body.data as Session;
    const orders: Order[] = [];
    for (const quantity of [1, 2, 3]) orders.push(await placeOrder(shop(), shopper, product!.id, quantity));
    await store.stop();
    store = undefined;

    const target = { ...embedded, DATABASE_URL: await createDatabase(serverUrl!, dbName) };
    const moved = await runStoreProgram('ops/move-to-postgres-cli.ts', [], target);
    console.log(moved.output);
    expect(moved.code).toBe(0);
    expect(moved.output).toMatch(
      new RegExp(
        `^Moved \\d+ rows of \\d+ tables \\(${demo!.n + 3} orders, \\d+ products\\) to PostgreSQL in [\\d.]+ s\\.$`,
        'm',
      ),
    );
    const keyFile = path.join(dataDir, 'secret.key');
    expect(moved.output).toContain(`ENCRYPTION_KEY=$(cat ${keyFile})`);

    // Once is enough: a database holding a shop is refused.
    const again = await runStoreProgram('ops/move-to-postgres-cli.ts', [], target);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/^The database at DATABASE_URL is not empty \(it holds .+\)\./);

    store = await startStore({ ...target, ENCRYPTION_KEY: readFileSync(keyFile, 'utf8').trim() });
    expect((await shop().anonymous().get<{ database: string }>('/api/health')).body.data.database).toBe('postgres');
    const login = await shop()
      .anonymous()
      .post<Session>('/api/auth/login', { email: body.email, password: body.password });
    expect(login.status).toBe(200);
    const mine = await shop().as(login.body.data).get<{ data: Order[] }>('/api/orders/my-orders');
    expect(mine.body.data.data.map((o) => o.orderNumber).sort()).toEqual(orders.map((o) => o.orderNumber).sort());

    const aal2 = await adminLogin(shop(), admin, totpSecret);
    expect(aal2.status).toBe(200);
    expect((await shop().as(aal2.session).get('/api/admin/orders')).status).toBe(200);

    // The stock is what the orders left (not counted twice), and the next order's number follows the last.
    const left = await shop().anonymous().get<{ stockQuantity: number }>(`/api/products/${product!.id}`);
    expect(left.body.data.stockQuantity).toBe(STOCK - 6);
    const next = await placeOrder(shop(), login.body.data, product!.id, 1);
    const number = (o: Order) => Number(o.orderNumber.replace(/\D/g, ''));
    expect(number(next)).toBe(number(orders.at(-1)!) + 1);
  }, 240_000);
});
