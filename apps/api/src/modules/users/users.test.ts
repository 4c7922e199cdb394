import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '#api/test/accounts.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const updateProfile = (session: Parameters<typeof bearer>[0], phone: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    headers: bearer(session),
    payload: { firstName: 'Kiran', lastName: 'Rao', phone },
  });

describe('profile phone numbers', () => {
  it('shoppers racing for one phone number: one gets it, every other a clear 409', { tags: ['postgres'] }, async () => {
    const racers = await Promise.all(Array.from({ length: 8 }, () => registerShopper(t.app)));
    const answers = await Promise.all(racers.map((r) => updateProfile(r.session, '9000012345')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'CONFLICT',
        message: 'An account with this phone number already exists',
      });
    }
    const phones = await Promise.all(
      racers.map(
        async (r) => (await t.app.inject({ url: '/api/users/profile', headers: bearer(r.session) })).json().data.phone,
      ),
    );
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect(phones).toEqual(racers.map((r, i) => (i === winner ? '9000012345' : r.body.phone)));
  });

  it('keeps a shopper’s own phone number on an update', async () => {
    const { session, body } = await registerShopper(t.app);
    expect((await updateProfile(session, body.phone)).statusCode).toBe(200);
  });
});
