import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.js';

/**
 * The embedded database (PGlite) runs no autovacuum: it has no background processes. Every
 * order rewrites its products' and variants' stock, every sign-in a session, every mail its
 * outbox row, and without a vacuum their old versions stay for good: tables and indexes
 * grow with the shop's sales, and the planner's statistics age. This does autovacuum's work
 * by autovacuum's own rule (the database's `autovacuum_*` thresholds and scale factors, over
 * the rows the table had at its last vacuum or analysis, which outlive a restart where the
 * activity counts do not), for the tables that have come due. Answers what it did, a line a table.
 */
export async function vacuumWhereDue(db: Db): Promise<string[]> {
  const due = rowsOf<{ name: string; vacuum: boolean; analyze: boolean }>(
    await db.execute(sql`
      select * from (
        select quote_ident(s.relname) as name,
          s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::int
            + current_setting('autovacuum_vacuum_scale_factor')::float8 * greatest(c.reltuples, 0) as vacuum,
          s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::int
            + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0) as analyze
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = 'public'
      ) t where t.vacuum or t.analyze
      order by t.name`),
  );
  const done: string[] = [];
  for (const { name, vacuum, analyze } of due) {
    const work = `${vacuum ? (analyze ? 'vacuum (analyze)' : 'vacuum') : 'analyze'} ${name}`;
    // One table at a time: the embedded database answers nothing else meanwhile, and a table's
    // vacuum visits only the pages written since the last one.
    await db.execute(sql.raw(work));
    done.push(work);
  }
  return done;
}
