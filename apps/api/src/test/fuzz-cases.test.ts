import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { registerShopper } from './accounts.js';
import { databaseDigest } from './fuzz-cases.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('databaseDigest, which the fuzz test relies on', () => {
  it('changes with any write and ignores activity stamps', async () => {
    const { body } = await registerShopper(t.app);
    const before = await databaseDigest(t.database.db);
    expect(await databaseDigest(t.database.db)).toBe(before);

    await t.database.db.execute(sql`update users set last_activity_at = now() + interval '1 minute'`);
    expect(await databaseDigest(t.database.db)).toBe(before);

    await t.database.db.update(users).set({ firstName: 'Changed' }).where(eq(users.email, body.email));
    const changed = await databaseDigest(t.database.db);
    expect(changed).not.toBe(before);

    await registerShopper(t.app);
    expect(await databaseDigest(t.database.db)).not.toBe(changed);
  });
});
