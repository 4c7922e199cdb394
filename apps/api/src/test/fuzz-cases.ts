import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/client.js';

export interface FuzzRequest {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
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

/** Header values an HTTP client will send (no control characters but tab, nothing past Latin-1). */
const HEADER_VALUES = [
  '',
  ' ',
  'a\tb',
  'x'.repeat(10_000),
  'é',
  '%00',
  "1' or '1'='1",
  '../../etc/passwd',
  'null',
  '{}',
];

const QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '1e309',
  '99999999999999999999',
  '%00',
  'x%01y',
  'true',
  '%5B%5D',
  'a'.repeat(5000),
  '%E2%80%AE',
  encodeURIComponent('😀'.repeat(50)),
];

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
  base: { url: string; payload?: unknown; headers?: Record<string, string> },
  parameters: Parameter[],
  body: BodySchema | undefined,
): FuzzRequest[] {
  const cases: FuzzRequest[] = [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  if (pathParams.length) {
    for (const value of PATH_VALUES) {
      const url = pathParams.reduce((u, p) => u.replace(`:${p.name}`, value), routeUrl.replace(/\*$/, value));
      cases.push({
        label: `path ${value.slice(0, 20)}`,
        url,
        payload: base.payload === undefined ? undefined : JSON.stringify(base.payload),
        contentType: 'application/json',
      });
    }
  }
  for (const p of parameters.filter((q) => q.in === 'query')) {
    for (const value of QUERY_VALUES)
      cases.push({ label: `query ${p.name}=${value.slice(0, 20)}`, url: withQuery(base.url, `${p.name}=${value}`) });
    cases.push({ label: `query ${p.name} twice`, url: withQuery(base.url, `${p.name}=1&${p.name}=2`) });
  }
  cases.push({ label: 'an unknown query parameter', url: withQuery(base.url, 'role=ADMIN&__proto__=x') });
  const payloadText = base.payload === undefined ? undefined : JSON.stringify(base.payload);
  for (const p of parameters.filter((h) => h.in === 'header')) {
    for (const value of HEADER_VALUES) {
      cases.push({
        label: `header ${p.name}: ${value.slice(0, 20)}`,
        url: base.url,
        payload: payloadText,
        contentType: 'application/json',
        headers: { ...base.headers, [p.name]: value },
      });
    }
  }
  if (!body) return cases;

  const payload = (base.payload ?? {}) as Record<string, unknown>;
  const json = (value: unknown, label: string): FuzzRequest => ({
    label,
    url: base.url,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  for (const field of Object.keys(body.properties ?? {})) {
    for (const [name, value] of FIELD_VALUES) cases.push(json({ ...payload, [field]: value }, `${field} as ${name}`));
    const { [field]: _left, ...without } = payload;
    cases.push(json(without, `without ${field}`));
  }
  const forbidden = JSON.stringify({ ...payload, role: 'ADMIN', price: 0.01, totalAmount: 1, userId: 1 });
  cases.push({
    label: 'fields the client may not set',
    url: base.url,
    payload: `{"__proto__":{"admin":true},${forbidden.slice(1)}`,
    contentType: 'application/json',
  });
  for (const [name, value] of [
    ['null', null],
    ['an array', [payload]],
    ['a string', 'text'],
    ['a number', 42],
  ] as const) {
    cases.push(json(value, `body as ${name}`));
  }
  cases.push({
    label: 'nested too deep',
    url: base.url,
    payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    contentType: 'application/json',
  });
  cases.push({ label: 'bad JSON', url: base.url, payload: '{"a":', contentType: 'application/json' });
  cases.push({
    label: 'JSON as text/plain',
    url: base.url,
    payload: JSON.stringify(payload),
    contentType: 'text/plain',
  });
  cases.push({
    label: 'a form instead of JSON',
    url: base.url,
    payload: 'a=1&b=2',
    contentType: 'application/x-www-form-urlencoded',
  });
  cases.push({
    label: 'a body over the limit',
    url: base.url,
    payload: JSON.stringify({ ...payload, filler: 'x'.repeat(2_000_000) }),
    contentType: 'application/json',
  });
  return cases;
}

/**
 * Columns that change without a write the request asked for: activity stamps, security counters,
 * and the mail outbox's delivery (sent after the commit of what it tells of, by itself).
 */
const VOLATILE = /last_activity|attempt|fail|last_used|^sent_at$|^last_error$/;

const digestQueries = new WeakMap<Db, Promise<SQL>>();

/**
 * A fingerprint of every table's rows, to show a refused request wrote nothing. One query: the
 * database hashes each table's rows (as JSON without the volatile columns, in order) and the hashes.
 */
export async function databaseDigest(db: Db): Promise<string> {
  let query = digestQueries.get(db);
  if (!query) digestQueries.set(db, (query = digestQuery(db)));
  return rowsOf<{ digest: string }>(await db.execute(await query))[0]!.digest;
}

async function digestQuery(db: Db): Promise<SQL> {
  const columns = rowsOf<{ tbl: string; col: string }>(
    await db.execute(sql`select c.table_name as tbl, c.column_name as col from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`),
  );
  const volatile = new Map<string, string[]>();
  for (const { tbl, col } of columns) {
    if (/rate|limit|drizzle/.test(tbl)) continue;
    volatile.set(tbl, [...(volatile.get(tbl) ?? []), ...(VOLATILE.test(col) ? [col] : [])]);
  }
  const perTable = [...volatile].map(
    ([tbl, cols]) => sql`select ${tbl}::text as tbl, md5(coalesce(string_agg(r, E'\n' order by r), '')) as h
      from (select (to_jsonb(t) - array[${sql.join(
        cols.map((c) => sql`${c}::text`),
        sql`, `,
      )}]::text[])::text as r from ${sql.identifier(tbl)} t) x`,
  );
  return sql`select md5(string_agg(tbl || ':' || h, ',' order by tbl)) as digest from (${sql.join(perTable, sql` union all `)}) y`;
}
