import { sql, type SQL } from 'drizzle-orm';

export type Scalar = string | number | boolean | null;

/** A PostgreSQL array literal: {"a","b",NULL}. */
export function pgArray(values: Scalar[]): string {
  const item = (v: Scalar) =>
    v === null ? 'NULL' : typeof v === 'string' ? `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"` : String(v);
  return `{${values.map(item).join(',')}}`;
}

/** A column of a bulk write: its name, its type and its value in a row. */
export type BulkColumn<R> = readonly [name: string, type: string, value: (row: R) => Scalar];

/**
 * Many rows as one array parameter per column, unnested by the server: building a
 * 1,000-row VALUES list costs more than the write itself; this does not. Array columns
 * travel as literals in a text array and are cast back (`images::text[]`).
 * `from` is `unnest(…) as t(columns)`; `values` the columns as read from it; `set` the
 * assignments of an UPDATE … FROM it (`name = t.name, …`), all but the `key` column that
 * finds the row.
 */
export function unnested<R>(
  columns: readonly BulkColumn<R>[],
  rows: R[],
  opts: { key?: string } = {},
): { names: SQL; values: SQL; from: SQL; set: SQL } {
  const read = ([name, type]: BulkColumn<R>) => (type.endsWith('[]') ? `t.${name}::${type}` : `t.${name}`);
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const arrays = sql.join(
    columns.map(
      ([, type, value]) => sql`${pgArray(rows.map(value))}::${sql.raw(type.endsWith('[]') ? 'text' : type)}[]`,
    ),
    sql`, `,
  );
  return {
    names,
    values: sql.raw(columns.map(read).join(', ')),
    from: sql`unnest(${arrays}) as t(${names})`,
    set: sql.raw(
      columns
        .filter(([name]) => name !== opts.key)
        .map((c) => `${c[0]} = ${read(c)}`)
        .join(', '),
    ),
  };
}
