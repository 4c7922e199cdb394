import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from '#api/lib/redis.js';
import { AppError } from '#api/lib/errors.js';

/** Where the counters live: shared by every instance on Redis or PostgreSQL, else in this process. */
export type ThrottleStore = { kind: 'memory' } | { kind: 'redis'; client: Redis } | { kind: 'postgres'; pool: pg.Pool };

export interface ThrottleSettings {
  /** Requests per minute per client address across every auth route. */
  addressLimit: number;
  /** Failed log-ins per account and address, or per browser known to the account (its device cookie), before tries are spaced out. */
  pairFreeTries: number;
  /** Failed log-ins per account from all addresses, per hour, before tries are spaced out. */
  accountFreeTries: number;
  maxDelaySeconds: number;
}

/** A route's weight against the per-address budget; a routine refresh costs a tenth of a log-in. */
export const ADDRESS_COST = { full: 10, refresh: 1 } as const;

const PAIR_WINDOW_SECONDS = 15 * 60;
const ACCOUNT_WINDOW_SECONDS = 60 * 60;
/** How long one checked try may hold the gate before its outcome is known (a hash check takes well under this). */
const IN_FLIGHT_SECONDS = 10;
const TOTP_TRIES_PER_HOUR = 10;

function makeLimiter(
  store: ThrottleStore,
  opts: { keyPrefix: string; points: number; duration: number },
): RateLimiterAbstract {
  if (store.kind === 'memory') return new RateLimiterMemory(opts);
  // Should the shared store fail, each instance keeps counting on its own rather than letting tries through uncounted.
  const insuranceLimiter = new RateLimiterMemory(opts);
  if (store.kind === 'redis') return new RateLimiterRedis({ ...opts, storeClient: store.client, insuranceLimiter });
  return new RateLimiterPostgres({
    ...opts,
    storeClient: store.pool,
    storeType: 'pool',
    // The table comes with the store's migrations; the auth maintenance removes expired rows.
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    insuranceLimiter,
  });
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return new AppError('RATE_LIMITED', message, undefined, retryAfterSeconds);
}

/** Consumes points; a refusal answers with the wait, a failing store with its error. */
async function consume(
  limiter: RateLimiterAbstract,
  key: string,
  points = 1,
): Promise<RateLimiterRes | { refusedForMs: number }> {
  try {
    return await limiter.consume(key, points);
  } catch (err) {
    if (err instanceof RateLimiterRes) return { refusedForMs: err.msBeforeNext };
    throw err;
  }
}

/** One counted try: say how it ended, or cancel it when it was refused before being checked. */
export interface Try {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
  cancel(): Promise<void>;
}

/**
 * Growing delays rather than a lock: a key's first `freeTries` tries go through at once;
 * after that each try must wait 1 s, 2 s, 4 s ... (up to the cap) after the previous
 * failure, and only one try at a time is checked. Tries are counted before they are
 * checked, so parallel guesses cannot slip past the count.
 */
class SlowDown {
  private readonly counter: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;

  constructor(
    store: ThrottleStore,
    name: string,
    private readonly freeTries: number,
    windowSeconds: number,
    private readonly maxDelaySeconds: number,
    /** Whether a success forgets the earlier failures (one owner at one address) or only stops counting itself. */
    private readonly successForgets: boolean,
  ) {
    this.counter = makeLimiter(store, { keyPrefix: `${name}_tries`, points: 1_000_000, duration: windowSeconds });
    this.gate = makeLimiter(store, { keyPrefix: `${name}_gate`, points: 1, duration: IN_FLIGHT_SECONDS });
  }

  /** Counts a try, or refuses it with the seconds to wait. */
  async begin(key: string): Promise<Try | { waitSeconds: number }> {
    const counted = await consume(this.counter, key);
    if ('refusedForMs' in counted) return { waitSeconds: seconds(counted.refusedForMs) };
    const tries = counted.consumedPoints;
    // From the try that reaches the limit on, one try at a time holds the gate until its outcome is known.
    const holdsGate = tries >= this.freeTries;
    if (holdsGate) {
      const turn = await consume(this.gate, key);
      if ('refusedForMs' in turn) {
        // Refused before any check: it does not count as a failure.
        await this.counter.reward(key, 1);
        return { waitSeconds: seconds(turn.refusedForMs) };
      }
    }
    return {
      failed: async () => {
        if (holdsGate) await this.gate.block(key, Math.min(2 ** (tries - this.freeTries), this.maxDelaySeconds));
      },
      succeeded: async () => {
        if (holdsGate || this.successForgets) await this.gate.delete(key);
        if (this.successForgets) await this.counter.delete(key);
        else await this.counter.reward(key, 1);
      },
      cancel: async () => {
        if (holdsGate) await this.gate.delete(key);
        await this.counter.reward(key, 1);
      },
    };
  }
}

const hashed = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * The brute-force limits of the auth routes (rate-limiter-flexible): one per-address budget
 * for every auth route. A log-in try from a browser the account's owner has logged in on
 * (a valid device cookie, devices.ts) is counted against that browser's own budget alone, so
 * no stranger anywhere can hold the owner up there. Any other try is untrusted: counted per
 * account and address together, so a stranger's guesses never hold up the owner at another
 * address, and against a generous ceiling per account across all addresses. Wrong TOTP codes
 * are counted per factor per hour, a known browser's apart from the untrusted ones.
 */
export class AuthThrottle {
  private readonly address: RateLimiterAbstract;
  private readonly device: SlowDown;
  private readonly pair: SlowDown;
  private readonly account: SlowDown;
  private readonly totp: RateLimiterAbstract;

  constructor(store: ThrottleStore, settings: ThrottleSettings) {
    this.address = makeLimiter(store, {
      keyPrefix: 'auth_address',
      points: settings.addressLimit * ADDRESS_COST.full,
      duration: 60,
    });
    this.device = new SlowDown(
      store,
      'login_device',
      settings.pairFreeTries,
      PAIR_WINDOW_SECONDS,
      settings.maxDelaySeconds,
      true,
    );
    this.pair = new SlowDown(
      store,
      'login_pair',
      settings.pairFreeTries,
      PAIR_WINDOW_SECONDS,
      settings.maxDelaySeconds,
      true,
    );
    this.account = new SlowDown(
      store,
      'login_account',
      settings.accountFreeTries,
      ACCOUNT_WINDOW_SECONDS,
      settings.maxDelaySeconds,
      false,
    );
    this.totp = makeLimiter(store, { keyPrefix: 'totp_factor', points: TOTP_TRIES_PER_HOUR, duration: 60 * 60 });
  }

  /** Spends an auth request of this client address; refuses it once the minute's budget is spent. */
  async spendAddressBudget(address: string, cost: number): Promise<void> {
    const spent = await consume(this.address, address, cost);
    if ('refusedForMs' in spent) {
      const wait = seconds(spent.refusedForMs);
      throw tooManyRequests(`Too many requests. Please wait ${plural(wait, 'second')} and try again.`, wait);
    }
  }

  /**
   * Counts a log-in try for an account (its user id, or the name tried when there is no
   * such account) from an address, or from a known browser (`device`, its nonce for this
   * account), before the password is checked.
   */
  async beginLogin(account: string, address: string, device: string | null): Promise<Try> {
    if (device) {
      const own = await this.device.begin(hashed(device));
      if ('waitSeconds' in own) throw this.loginRefused(own.waitSeconds);
      return own;
    }
    const accountKey = hashed(account);
    const pair = await this.pair.begin(`${accountKey}:${address}`);
    if ('waitSeconds' in pair) throw this.loginRefused(pair.waitSeconds);
    const overall = await this.account.begin(accountKey);
    if ('waitSeconds' in overall) {
      await pair.cancel();
      throw this.loginRefused(overall.waitSeconds);
    }
    return {
      failed: async () => {
        await Promise.all([pair.failed(), overall.failed()]);
      },
      succeeded: async () => {
        await Promise.all([pair.succeeded(), overall.succeeded()]);
      },
      cancel: async () => {
        await Promise.all([pair.cancel(), overall.cancel()]);
      },
    };
  }

  private loginRefused(waitSeconds: number) {
    return tooManyRequests(
      `Too many failed attempts. Please wait ${plural(waitSeconds, 'second')} and try again.`,
      waitSeconds,
    );
  }

  /**
   * Counts a TOTP code for a factor before it is checked: from a known browser (`device`)
   * against that browser's hour, else against the factor's untrusted hour. Answers how many
   * tries are left (0 when this was the last), or the wait when the hour's tries are spent.
   */
  async beginTotp(
    factorId: string,
    device: string | null,
  ): Promise<{ left: number; succeeded(): Promise<void> } | { waitSeconds: number }> {
    const key = device ? `${factorId}:${hashed(device)}` : factorId;
    const spent = await consume(this.totp, key);
    if ('refusedForMs' in spent) return { waitSeconds: seconds(spent.refusedForMs) };
    return {
      left: spent.remainingPoints,
      succeeded: async () => {
        await this.totp.reward(key, 1);
      },
    };
  }
}
