import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.js';

/** Why a database cannot be moved or restored into; its message is meant for the shop, whole. */
export class TargetError extends Error {}

/** Refuses a PostgreSQL database that holds any table: a restore or a move fills an empty one only. */
export async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') order by 1 limit 5`,
    );
    if (rows.length)
      throw new TargetError(
        `The database at DATABASE_URL is not empty (it holds ${rows.map((r) => r.name).join(', ')}${rows.length === 5 ? ' …' : ''}). Give it an empty database (createdb kuber), or drop this one's tables first.`,
      );
  } finally {
    await client.end();
  }
}

const BATCH = 1000;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows copied, by table. */
export type CopyCounts = Record<string, number>;

/**
 * Copies the embedded database `source` into the empty PostgreSQL database at `url`: the
 * store's migrations make the tables there, then every row is copied and every sequence set
 * (the next order number follows the last), in one transaction: a failure leaves the target
 * empty. Foreign keys are dropped for the copy and made again (checked) at its end, and the
 * tables' own triggers held (the rows already hold what they would compute).
 */
export async function copyToPostgres(source: PGlite, url: string): Promise<CopyCounts> {
  await assertEmptyPostgres(url);
  // The migrations make the same tables as the source's, at the same level.
  await (await openDatabase({ url, poolSize: 1 })).close();
  const target = new pg.Client({ connectionString: url });
  await target.connect();
  const counts: CopyCounts = {};
  try {
    await target.query('begin');
    const tables = (
      await source.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' order by 1`,
      )
    ).rows.map((r) => r.name);
    const { rows: keys } = await target.query<{ tbl: string; name: string; def: string }>(
      `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    for (const key of keys) await target.query(`alter table ${key.tbl} drop constraint ${ident(key.name)}`);
    for (const table of tables) await target.query(`alter table ${ident(table)} disable trigger user`);
    // Rows a migration made (the target's own, like the source's) give way to the source's.
    if (tables.length) await target.query(`truncate ${tables.map(ident).join(', ')}`);
    for (const table of tables) counts[table] = await copyTable(source, target, table);
    const { rows: sequences } = await source.query<{ name: string; last: string | null; start: string }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last, start_value::text as start
       from pg_sequences where schemaname = 'public'`,
    );
    for (const seq of sequences)
      await target.query('select setval($1::regclass, $2::bigint, $3)', [
        seq.name,
        seq.last ?? seq.start,
        seq.last !== null,
      ]);
    for (const key of keys) await target.query(`alter table ${key.tbl} add constraint ${ident(key.name)} ${key.def}`);
    for (const table of tables) await target.query(`alter table ${ident(table)} enable trigger user`);
    await target.query('commit');
  } catch (err) {
    await target.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await target.end();
  }
  return counts;
}

async function copyTable(source: PGlite, target: pg.Client, table: string): Promise<number> {
  const columns = (
    await source.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    )
  ).rows.map((r) => ident(r.name));
  const list = columns.join(', ');
  let copied = 0;
  for (;;) {
    // Each row as JSON and back through the table's own type: every column type arrives as PostgreSQL reads it.
    const { rows } = await source.query<{ rows: string; n: number }>(
      `select coalesce(json_agg(r), '[]')::text as rows, count(*)::int as n
       from (select * from ${ident(table)} order by ctid limit ${BATCH} offset ${copied}) r`,
    );
    const batch = rows[0]!;
    if (!batch.n) return copied;
    await target.query(
      `insert into ${ident(table)} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${ident(table)}, $1::json)`,
      [batch.rows],
    );
    copied += batch.n;
    if (batch.n < BATCH) return copied;
  }
}
