import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/client.js';

export interface FuzzRequest {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
}

interface BodySchema {
  properties?: Record<string, unknown>;
}

/** Values that are wrong for some parameter of almost any route. */
const PATH_VALUES = [
  '',
  '0',
  '-1',
  '1.5',
  'abc',
  '99999999999999999999',
  '%00',
  'a%00b',
  '%E2%80%AE',
  encodeURIComponent('प्रिया'),
  'a'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20or%20'1'%3D'1",
  'null',
  '%7B%7D',
];

const QUERY_VALUES = ['', 'abc', '-1', '1e309', '99999999999999999999', '%00', 'x%01y', 'true', '%5B%5D', 'a'.repeat(5000), '%E2%80%AE', encodeURIComponent('😀'.repeat(50))];

const deep = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

const FIELD_VALUES: [string, unknown][] = [
  ['null', null],
  ['an array', [1, 2]],
  ['an object', { $gt: '' }],
  ['a number', 12345],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['a boolean', true],
  ['an empty string', ''],
  ['a huge string', 'x'.repeat(100_000)],
  ['a NUL', 'a\u0000b'],
  ['a control character', 'a\u0007b'],
  ['a right-to-left override', '\u202eabc'],
  ['emoji', '😀'.repeat(300)],
  ['Devanagari', 'प्रिया'],
  ['a deep object', deep(60)],
];

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * Malformed requests for one route, made from its description: every path and query
 * parameter and every body field in turn given wrong types, nulls, arrays, huge,
 * control-character and unicode values, and the body as a whole broken (not JSON,
 * the wrong type, the wrong content type, nested too deep, too large).
 */
export function fuzzCases(
  routeUrl: string,
  base: { url: string; payload?: unknown },
  parameters: Parameter[],
  body: BodySchema | undefined,
): FuzzRequest[] {
  const cases: FuzzRequest[] = [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  if (pathParams.length) {
    for (const value of PATH_VALUES) {
      const url = pathParams.reduce((u, p) => u.replace(`:${p.name}`, value), routeUrl.replace(/\*$/, value));
      cases.push({ label: `path ${value.slice(0, 20)}`, url, payload: base.payload === undefined ? undefined : JSON.stringify(base.payload), contentType: 'application/json' });
    }
  }
  for (const p of parameters.filter((q) => q.in === 'query')) {
    for (const value of QUERY_VALUES) cases.push({ label: `query ${p.name}=${value.slice(0, 20)}`, url: withQuery(base.url, `${p.name}=${value}`) });
    cases.push({ label: `query ${p.name} twice`, url: withQuery(base.url, `${p.name}=1&${p.name}=2`) });
  }
  cases.push({ label: 'an unknown query parameter', url: withQuery(base.url, 'role=ADMIN&__proto__=x') });
  if (!body) return cases;

  const payload = (base.payload ?? {}) as Record<string, unknown>;
  const json = (value: unknown, label: string): FuzzRequest => ({ label, url: base.url, payload: JSON.stringify(value), contentType: 'application/json' });
  for (const field of Object.keys(body.properties ?? {})) {
    for (const [name, value] of FIELD_VALUES) cases.push(json({ ...payload, [field]: value }, `${field} as ${name}`));
    const { [field]: _left, ...without } = payload;
    cases.push(json(without, `without ${field}`));
  }
  const forbidden = JSON.stringify({ ...payload, role: 'ADMIN', price: 0.01, totalAmount: 1, userId: 1 });
  cases.push({ label: 'fields the client may not set', url: base.url, payload: `{"__proto__":{"admin":true},${forbidden.slice(1)}`, contentType: 'application/json' });
  for (const [name, value] of [
    ['null', null],
    ['an array', [payload]],
    ['a string', 'text'],
    ['a number', 42],
  ] as const) {
    cases.push(json(value, `body as ${name}`));
  }
  cases.push({ label: 'nested too deep', url: base.url, payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, contentType: 'application/json' });
  cases.push({ label: 'bad JSON', url: base.url, payload: '{"a":', contentType: 'application/json' });
  cases.push({ label: 'JSON as text/plain', url: base.url, payload: JSON.stringify(payload), contentType: 'text/plain' });
  cases.push({ label: 'a form instead of JSON', url: base.url, payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
  cases.push({ label: 'a body over the limit', url: base.url, payload: JSON.stringify({ ...payload, filler: 'x'.repeat(2_000_000) }), contentType: 'application/json' });
  return cases;
}

/** Columns that change without a write the request asked for: activity stamps and security counters. */
const VOLATILE = /last_activity|attempt|fail|last_used/;

/** A fingerprint of every table's rows, to show a refused request wrote nothing. */
export async function databaseDigest(db: Db): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  ).map((t) => t.name);
  const hash = createHash('sha256');
  for (const table of tables) {
    if (/rate|limit|drizzle/.test(table)) continue;
    const rows = rowsOf<{ row: Record<string, unknown> }>(await db.execute(sql`select to_jsonb(t) as row from ${sql.identifier(table)} t`));
    const kept = rows.map(({ row }) => JSON.stringify(Object.entries(row).filter(([k]) => !VOLATILE.test(k)))).sort();
    hash.update(`${table}:${kept.join('\n')}`);
  }
  return hash.digest('hex');
}
