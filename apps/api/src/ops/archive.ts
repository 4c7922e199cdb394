import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.js';

/** What a backup says of itself: its first file, `manifest.json`. */
export const manifestSchema = z.object({
  format: z.literal('kuber-fashion-backup'),
  formatVersion: z.literal(1),
  storeVersion: z.string(),
  /** How many of the store's migrations the database had, and the last one's name. */
  migrations: z.object({ applied: z.number().int().min(0), last: z.string().nullable() }),
  database: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  /**
   * `secret.key`: the key is in the backup; `ENCRYPTION_KEY`: it is not, and that value must be
   * kept; `none`: the store had not started yet, so nothing was sealed.
   */
  key: z.enum(['secret.key', 'ENCRYPTION_KEY', 'none']),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The names inside a backup. */
export const ENTRY = {
  manifest: 'manifest.json',
  readme: 'README.txt',
  key: 'secret.key',
  pglite: 'database/pglite-data.tar',
  postgres: 'database/postgres.dump',
  uploads: 'uploads/',
} as const;

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** The store's migrations, in order, as its journal lists them. */
export function knownMigrations(): string[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}

/** This store's version, as its package says. */
export function storeVersion(): string {
  const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? 'unknown';
}

/** How many migrations the database has had applied. */
export async function appliedMigrations(database: Database): Promise<Manifest['migrations']> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  const applied = row?.n ?? 0;
  return { applied, last: knownMigrations()[applied - 1] ?? null };
}

/** The note inside every backup, for whoever finds the file without this project's documents at hand. */
export function readme(manifest: Manifest): string {
  const key =
    manifest.key === 'none'
      ? 'No key had been made yet (the store had not started on this database): nothing in it is sealed.'
      : manifest.key === 'secret.key'
        ? "secret.key is the key that seals the token signing keys and the admins' second factors.\nThis file holds it: keep the backup as safe as the key itself."
        : "The key that seals the token signing keys and the admins' second factors was given as\nENCRYPTION_KEY and is NOT in this file. Keep that value with the backups: without it the\nsigning keys and second factors in this backup cannot be opened.";
  return `Kuber Fashion backup, taken ${manifest.createdAt}
Database: ${manifest.database === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL (pg_dump, custom format)'}, ${manifest.migrations.applied} migrations applied

${key}

Put it back with: npm run restore <this file>
into an empty DATA_DIR (or an empty PostgreSQL database given as DATABASE_URL).
`;
}
