import { constants, readFileSync } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rowsOf, type Database } from '#api/db/client.js';
import type { Redis } from '#api/lib/redis.js';
import type { ImageStore } from '#api/modules/uploads/storage.js';

/** What readiness checks, each answering within a second or counting as failed. */
export type Part = 'database' | 'migrations' | 'storage' | 'redis' | 'draining';

/** How long a part may take to answer before the store counts it as not answering. */
export const CHECK_TIMEOUT_MS = 1000;
/** Below this much free space on the data folder's disk the store cannot be trusted to save. */
const MIN_FREE_BYTES = 16 * 1024 * 1024;

export interface Readiness {
  ready: boolean;
  /** Each part checked: 'ok', or what is wrong with it. */
  parts: Partial<Record<Part, string>>;
}

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** How many migrations the store's code has (its journal), read once. */
function migrationsInCode(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * Whether this instance should be sent requests: live is the process answering at all; ready is
 * every part it needs answering now — the database (a query within a second, every migration of
 * this code applied), the storage the pictures and the database write to, and Redis when set — and
 * the instance not closing. A load balancer takes an instance out while ready answers 503.
 */
export class HealthService {
  private closing = false;
  private readonly expectedMigrations = migrationsInCode();

  constructor(
    private readonly deps: {
      database: Database;
      images: ImageStore;
      dataDir: string;
      redis?: Redis;
      timeoutMs?: number;
    },
  ) {}

  /** The instance is closing: ready answers 503 from now on, while the requests under way finish. */
  drain(): void {
    this.closing = true;
  }

  async readiness(): Promise<Readiness> {
    const { database, images, redis, dataDir, timeoutMs = CHECK_TIMEOUT_MS } = this.deps;
    const checks: [Part, () => Promise<unknown>][] = [
      ['database', () => database.db.execute(sql`select 1`)],
      ['migrations', () => this.migrationsApplied()],
      ['storage', () => Promise.all([images.check(), this.diskHasRoom(dataDir)])],
    ];
    if (redis) checks.push(['redis', () => redis.ping()]);
    const answers = await Promise.all(
      checks.map(([part, run]) =>
        within(run(), timeoutMs, `the ${part}`).then(
          () => 'ok',
          (err: Error) => err.message,
        ),
      ),
    );
    // In the checks' order, whichever answered first: with the database away, the migrations cannot
    // be counted either, and the answer names the database.
    const parts: Readiness['parts'] = Object.fromEntries(checks.map(([part], i) => [part, answers[i]!]));
    if (this.closing) parts.draining = 'the store is closing: it finishes the requests under way';
    return { ready: Object.values(parts).every((v) => v === 'ok'), parts };
  }

  private async migrationsApplied(): Promise<void> {
    const [row] = rowsOf<{ n: number | string }>(
      await this.deps.database.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
    );
    const applied = Number(row?.n ?? 0);
    if (applied < this.expectedMigrations)
      throw new Error(`${applied} of ${this.expectedMigrations} migrations applied`);
  }

  private async diskHasRoom(dir: string): Promise<void> {
    await access(dir, constants.W_OK);
    const disk = await statfs(dir);
    if (disk.bavail * disk.bsize < MIN_FREE_BYTES) throw new Error('the data folder’s disk is full');
  }
}
