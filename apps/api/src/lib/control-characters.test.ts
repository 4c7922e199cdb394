import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAdmin, registerShopper, signup } from '../test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let shopper: Record<string, string>;
let admin: Record<string, string>;
let teeId: number;

beforeAll(async () => {
  t = await createTestApp();
  teeId = (await shoppingCatalogue(t.database.db)).tee.id;
  shopper = bearer((await registerShopper(t.app)).session);
  admin = bearer(await loginAdmin(t.app, t.database.db));
});
afterAll(async () => {
  await t?.close();
});

const MESSAGE = 'Text may not contain control characters';
const refused = (res: {
  statusCode: number;
  json(): { message: string; code: string; errors: { path: string }[] };
}) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 'INVALID', message: MESSAGE, data: null });
  return res.json().errors[0]!.path;
};

describe('control characters in text input', () => {
  it.each([
    ['a product id', '/api/products/1%00'],
    ['a slug', '/api/products/slug/premium%00-sneakers'],
    ['a search', '/api/products/search?q=shirt%00'],
    ['an unknown API path', '/api/nothing%00here'],
  ])('refuses NUL in %s with 400, not 500', async (_what, url) => {
    refused(await t.app.inject({ method: 'GET', url }));
  });

  it('refuses NUL in ?q= on the admin user list', async () => {
    expect(refused(await t.app.inject({ method: 'GET', url: '/api/admin/users?q=a%00b', headers: admin }))).toBe('q');
  });

  it.each([
    ['an email at log-in', '/api/auth/login', { email: 'asha\u0000@example.in', password: 'x' }, 'email'],
    ['a name at sign-up', '/api/auth/register', signup({ firstName: 'As\u0000ha' }), 'firstName'],
    ['DEL in a password', '/api/auth/phone/login', { phone: '9876543210', password: 'Secret\u007f123' }, 'password'],
    ['a C1 control (NEL)', '/api/auth/recover', { email: 'asha\u0085@example.in' }, 'email'],
    [
      'an escape deep in a body',
      '/api/cart/merge',
      { items: [{ productId: 1, quantity: 1, size: 'M\u001b[31m' }] },
      'items.0.size',
    ],
  ])('refuses %s, saying where', async (_what, url, payload, where) => {
    expect(refused(await t.app.inject({ method: 'POST', url, payload, headers: shopper }))).toBe(where);
  });

  it("refuses NUL in an order's notes and keeps its line breaks and tabs", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: { productId: teeId, quantity: 1, size: 'M', color: 'Black' },
      headers: shopper,
    });
    const order = (notes: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/create',
        payload: { shippingAddress: ADDRESS, paymentMethod: 'COD', notes },
        headers: shopper,
      });
    expect(refused(await order('Leave it\u0000 at the door'))).toBe('notes');
    const placed = await order('Ring twice\n\tthen leave it with the guard');
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.notes).toBe('Ring twice\n\tthen leave it with the guard');
  });

  it("leaves a field's own rule to judge line breaks", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: signup({ firstName: 'Asha\nRani' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('First name can only contain letters, spaces, dots, apostrophes and hyphens');
  });

  it('refuses a body nested far deeper than any input, with a clear message', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request is nested too deeply');
  });

  it('ships to a name in any script', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: { productId: teeId, quantity: 1, size: 'S', color: 'White' },
      headers: shopper,
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      payload: { shippingAddress: { ...ADDRESS, fullName: 'प्रिया शर्मा' }, paymentMethod: 'COD' },
      headers: shopper,
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
