import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { operationIdOf } from './openapi.js';

let t: TestApp;
let document: string;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.anonymous().get('/api/docs/json')).text;
});
afterAll(async () => {
  await t?.close();
});

/** Compiles one file beside the client's types, strictly: the diagnostics' messages. */
async function compile(types: string, calls: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kuber-client-'));
  try {
    await writeFile(path.join(dir, 'api.d.ts'), types);
    await writeFile(path.join(dir, 'calls.ts'), calls);
    const program = ts.createProgram([path.join(dir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      types: [],
    });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: document, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // The only warnings left: routes that cannot fail for bad input (health, the settings) or cannot succeed (sign-in with a provider).
    const warned = new Set(problems.map((p) => p.ruleId));
    expect([...warned].sort()).toEqual(
      ['operation-2xx-response', 'operation-4xx-response'].filter((r) => warned.has(r)),
    );
  });

  it('names every operation once, marks public routes public and describes every response', () => {
    const paths = JSON.parse(document).paths as Record<string, Record<string, Record<string, unknown>>>;
    const operations = Object.values(paths).flatMap((item) => Object.values(item));
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(paths['/api/products/search']!.get).toMatchObject({ operationId: 'getProductsSearch', security: [] });
    expect(paths['/api/cart']!.get).toMatchObject({ security: [{ bearerAuth: [] }] });
    const descriptions = operations.flatMap((o) =>
      Object.values(o.responses as Record<string, { description: string }>),
    );
    expect(descriptions.filter((r) => !r.description || r.description === 'Default Response')).toEqual([]);
    const media = (p: string) =>
      (paths[p]!.post as { requestBody: { content: Record<string, { examples?: unknown }> } }).requestBody.content[
        'application/json'
      ];
    for (const p of ['/api/auth/login', '/api/auth/register', '/api/cart/add', '/api/orders/create']) {
      expect(media(p), p).toMatchObject({ examples: { example: { value: expect.any(Object) } } });
    }
    expect(media('/api/auth/login')).toMatchObject({ examples: { example: { value: { email: 'asha@example.in' } } } });
  });

  it('makes a typed client whose calls compile, and whose wrong calls do not', async () => {
    const types = astToString(await openapiTS(JSON.parse(document)));
    const json = (p: string, m: string) => `paths['${p}']['${m}']`;
    const body = (p: string, m: string) =>
      `${json(p, m)}['requestBody'] extends infer B ? B extends { content: { 'application/json': infer J } } ? J : never : never`;
    const answer = (p: string, m: string, s = 200) => `${json(p, m)}['responses'][${s}]['content']['application/json']`;
    const calls = (extra: string) => `import type { paths } from './api.js';
type Login = ${body('/api/auth/login', 'post')};
type AddToCart = ${body('/api/cart/add', 'post')};
type Product = ${answer('/api/products/{id}', 'get')}['data'];
type Order = ${answer('/api/orders/create', 'post', 201)}['data'];
type Refusal = ${answer('/api/cart/add', 'post', 409)};
export const login: Login = { email: 'asha@example.in', password: 'Asha@2026' };
export const line: AddToCart = { productId: 12, quantity: 2, size: 'M' };
export const price = (p: Product): number => p.price;
export const number = (o: Order): string => o.orderNumber;
export const why = (r: Refusal): string => r.message;
${extra}`;
    expect(await compile(types, calls(''))).toEqual([]);
    const wrong = await compile(
      types,
      calls(`export const bad: Login = { mail: 'asha@example.in' };
export const worse = (p: Product): string => p.price;`),
    );
    expect(wrong.join('\n')).toMatch(/'mail' does not exist/);
    expect(wrong.join('\n')).toMatch(/Type 'number' is not assignable to type 'string'/);
  });
});

describe('operationIdOf', () => {
  it('names an operation by its method and address', () => {
    expect(operationIdOf('get', '/api/products/slug/{slug}')).toBe('getProductsSlugBySlug');
    expect(operationIdOf('put', '/api/admin/orders/{id}/payment-not-received')).toBe(
      'putAdminOrdersByIdPaymentNotReceived',
    );
    expect(operationIdOf('get', '/api/.well-known/jwks.json')).toBe('getWellKnownJwksJson');
  });
});
