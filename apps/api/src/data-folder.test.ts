import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registration } from '@kuber/shared';
import { openDatabase } from './db/client.js';
import { ensureCategories, insertProducts } from './db/factories.js';
import { signup } from './test/accounts.js';
import { ADDRESS } from './test/catalogue-fixtures.js';
import { client } from './test/client.js';
import { runStoreProgram, startStore, type StoreProcess } from './test/services.js';

/**
 * The store on its embedded database, as one shop runs it: one process holds the data folder,
 * and a second store or a command on the same folder is refused, naming the holder. Then the
 * bad days of a data folder: read-only, and a full disk (both need root to make: a mount).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'kf-shop-'));
const dbDir = path.join(dataDir, 'db');
const env = { NODE_ENV: 'development', DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' };
const admin = { email: 'owner@example.in', phone: '9876501234', password: 'Owner@1234' };
const adminCreate = ['--email', admin.email, '--phone', admin.phone, '--password', admin.password];
let store: StoreProcess | undefined;
const asRoot = process.getuid?.() === 0;

beforeAll(async () => {
  // A first start: the database is made by a program the store starts while it holds the folder.
  store = await startStore(env);
}, 120_000);

afterAll(async () => {
  await store?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** The store running now (a test may stop it and start another). */
const shop = () => client(store!.url);

const inUse = (pid: number, doing: string) =>
  new RegExp(
    `^The data folder ${dbDir} is in use by the store \\(pid ${pid}, since [^)]+\\)\\. The embedded database serves one process at a time: stop it before ${doing}\\.$`,
  );

describe('one store per data folder', () => {
  it('refuses a second store on the folder at once, naming the folder and the store holding it; the first serves on', async () => {
    const second = await runStoreProgram('server.ts', [], env);
    console.log(`A second store was refused in ${second.ms} ms`);
    expect(second.code).toBe(1);
    expect(second.output.trim()).toMatch(inUse(store!.pid, 'starting another store on it'));

    const shopper = signup();
    expect((await shop().anonymous().post('/api/auth/register', shopper)).status).toBe(201);
    expect(
      (await shop().anonymous().post('/api/auth/login', { email: shopper.email, password: shopper.password })).status,
    ).toBe(200);
  }, 60_000);

  it("takes over a crashed store's lock; refuses admin:create while the store runs, and makes the admin once it is stopped", async () => {
    await store!.kill();
    expect(existsSync(`${dbDir}.lock`)).toBe(true);
    store = await startStore(env);

    const refused = await runStoreProgram('modules/auth/admin-create-cli.ts', adminCreate, env);
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toMatch(inUse(store.pid, 'running admin:create'));
    expect((await shop().anonymous().get('/api/health')).status).toBe(200);

    await store.stop();
    expect(existsSync(`${dbDir}.lock`)).toBe(false);
    const made = await runStoreProgram('modules/auth/admin-create-cli.ts', adminCreate, env);
    expect(made.output).toContain(`Admin ${admin.email} created.`);
    expect(made.code).toBe(0);
    store = undefined;
  }, 120_000);
});

/** Mounts (as root) or changes (otherwise) `dir` to be read-only; answers how to undo it. */
function makeReadOnly(dir: string): () => void {
  if (!asRoot) {
    chmodSync(dir, 0o555);
    return () => chmodSync(dir, 0o755);
  }
  execFileSync('mount', ['--bind', dir, dir]);
  execFileSync('mount', ['-o', 'remount,ro,bind', dir]);
  return () => execFileSync('umount', [dir]);
}

describe('a data folder on a bad day', () => {
  it('a read-only data folder stops the start with a message naming it', async () => {
    const undo = makeReadOnly(dataDir);
    try {
      const start = await runStoreProgram('server.ts', [], env);
      expect(start.code).toBe(1);
      expect(start.output.trim()).toMatch(new RegExp(`^The data folder ${dataDir} is read-only: .+`));
    } finally {
      undo();
    }
  }, 60_000);

  it.skipIf(!asRoot)(
    'a full disk answers 503 "cannot save" and logs the cause; the store saves again once there is room',
    async () => {
      const small = mkdtempSync(path.join(tmpdir(), 'kf-full-'));
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=120m', 'tmpfs', small]);
      let full: StoreProcess | undefined;
      try {
        const own = { ...env, DATA_DIR: small };
        const seeded = await openDatabase({ dataDir: path.join(small, 'db') });
        await ensureCategories(seeded.db);
        const [product] = await insertProducts(seeded.db, [
          { name: 'Full Disk Saree', category: 'womens-fashion', price: 1999, stockQuantity: 10_000 },
        ]);
        await seeded.close();
        full = store = await startStore(own);
        const shopper = (await shop().anonymous().post<Registration>('/api/auth/register', signup())).body.data;
        const order = async () => {
          const added = await shop().as(shopper).post('/api/cart/add', { productId: product!.id, quantity: 1 });
          return added.status === 200
            ? shop().as(shopper).post('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' })
            : added;
        };
        expect((await order()).status).toBe(201);

        // Everything left taken by another file, then orders until one cannot be saved (the database's pages have some room).
        const filler = path.join(small, 'filler');
        mkdirSync(filler);
        for (let i = 0; ; i++) {
          try {
            writeFileSync(path.join(filler, String(i)), Buffer.alloc(1 << 20));
          } catch {
            break;
          }
        }
        let refused: Awaited<ReturnType<typeof order>> | undefined;
        for (let i = 0; i < 200 && !refused; i++) {
          const res = await order();
          if (res.status !== 201) refused = res;
        }
        expect(refused).toMatchObject({
          status: 503,
          body: { message: 'The store cannot save right now. Please try again later.' },
        });
        // The store's output reaches this process a moment after its answer may.
        for (const deadline = Date.now() + 5000; !/The disk is full/.test(full.log) && Date.now() < deadline;)
          await new Promise((r) => setTimeout(r, 100));
        expect(full.log).toMatch(/The disk is full: the database cannot write \(.*No space left on device\)/);

        rmSync(filler, { recursive: true });
        expect((await order()).status).toBe(201);
      } finally {
        await full?.stop();
        store = undefined;
        execFileSync('umount', [small]);
        rmSync(small, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
