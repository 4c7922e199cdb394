/**
 * Failures that are the database's or the machine's, not the request's: the database is
 * unreachable (restarting, killed, the network between), or the disk is full. They are answered
 * 503 with words a shopper can act on, where a 500 would say the store is broken.
 */
export type Outage = 'unreachable' | 'disk full';

/** The operating system's words for a connection that failed or was cut. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL shutting down or restarting (57P01–57P03), or not starting yet (57P03). */
const SERVER_GOING = new Set(['57P01', '57P02', '57P03']);
/** node-postgres's own words when a connection ends under it, or when no connection comes. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/;

/** What kind of outage `err` (or what it wraps: the ORM wraps the driver's error) reports, if any. */
export function outageOf(err: unknown): Outage | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    // 53100 is PostgreSQL's disk_full; ENOSPC the file system's own (PGlite writes through it).
    if (
      code === '53100' ||
      code === 'ENOSPC' ||
      (typeof message === 'string' && /No space left on device/i.test(message))
    )
      return 'disk full';
    if (
      typeof code === 'string' &&
      (CONNECTION_CODES.has(code) || SERVER_GOING.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    )
      return 'unreachable';
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return 'unreachable';
  }
  return undefined;
}

/** The innermost message under the ORM's wrappers: the driver's or the file system's own words, for the log. */
export function rootCause(err: unknown): string {
  let e = err as { cause?: unknown; message?: unknown };
  for (let depth = 0; e.cause && typeof e.cause === 'object' && depth < 4; depth++) e = e.cause as typeof e;
  return String(e.message ?? e);
}

export const OUTAGE_MESSAGES: Record<Outage, string> = {
  unreachable: "The store's database is not reachable right now. Please try again in a moment.",
  'disk full': 'The store cannot save right now. Please try again later.',
};
