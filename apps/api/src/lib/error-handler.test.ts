// @module-tag postgres
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../db/factories.js';
import { signingKeys } from '../db/schema.js';
import { shoppingCatalogue } from '../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { errorHandler } from './error-handler.js';

/** Unique clashes raised by the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL), through the one error handler. */
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  await shoppingCatalogue(t.database.db);
  app = Fastify();
  app.setErrorHandler(errorHandler);
  app.post('/same-product-slug', async () =>
    insertProducts(t.database.db, [{ name: 'Test Tee', category: 'mens-fashion', price: 1 }]),
  );
  app.post('/same-signing-key', async () => {
    const key = { kid: 'twice', privateJwk: 'sealed', publicJwk: {} };
    await t.database.db.insert(signingKeys).values(key);
    return t.database.db.insert(signingKeys).values(key);
  });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('unique clashes', () => {
  it('answer 409 naming what already exists where the constraint tells it', async () => {
    const res = await app.inject({ method: 'POST', url: '/same-product-slug' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'A product with this slug already exists',
      data: null,
    });
  });

  it('answer 409 with a plain message for any other, never 500 or SQL', async () => {
    const res = await app.inject({ method: 'POST', url: '/same-signing-key' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'This clashes with something that already exists',
    });
    expect(res.body).not.toMatch(/signing_keys|insert/i);
  });
});
