import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { LocalImageStore } from '#api/modules/uploads/storage.js';
import { HealthService } from './health.service.js';

let t: TestApp;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'kf-health-'));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('health', () => {
  it('live: /api/health and /api/health/live answer ok and the database kind, never cached', async () => {
    for (const url of ['/api/health', '/api/health/live']) {
      const res = await t.anonymous().get<{ status: string; database: string }>(url);
      expect(res.status, url).toBe(200);
      expect(res.body.data).toEqual({ status: 'ok', database: t.database.kind });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('ready: the database, its migrations and the storage answer', async () => {
    const res = await t.anonymous().get<{ status: string; parts: Record<string, string> }>('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: 'ready', parts: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('names the part that fails: pictures that cannot be saved, a database behind the code', async () => {
    // A file where the uploads folder should be: nothing can be saved under it, even by root.
    const blocked = path.join(scratch, 'uploads');
    writeFileSync(blocked, 'not a folder');
    const health = new HealthService({ database: t.database, images: new LocalImageStore(blocked), dataDir: scratch });
    const { ready, parts } = await health.readiness();
    expect(ready).toBe(false);
    expect(parts.storage).toMatch(/EEXIST|ENOTDIR|cannot be written/);
    expect(parts.database).toBe('ok');

    // The last migration's row gone: this code expects a database it has not got.
    await t.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const behind = await t.anonymous().get('/api/health/ready');
    expect(behind.status).toBe(503);
    expect(behind.body.message).toMatch(/^Not ready: migrations \(\d+ of \d+ migrations applied\)$/);
    expect(behind.body.errors).toEqual([{ path: 'migrations', message: expect.stringMatching(/applied$/) }]);
  });

  it('a closing instance answers 503 ready while it still answers live', async () => {
    const other = await createTestApp();
    try {
      other.app.drain();
      const ready = await other.anonymous().get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.message).toMatch(/draining \(the store is closing/);
      expect((await other.anonymous().get('/api/health/live')).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
