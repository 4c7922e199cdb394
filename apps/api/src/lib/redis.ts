import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** How long a command may take before its caller goes on without Redis (a local command takes well under a millisecond). */
const COMMAND_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 2000;

/**
 * A Redis connection for what several store instances share (rate limits, cache
 * invalidation). Only made when REDIS_URL is set; one instance needs none, and does not
 * load the client at all (it is a good part of a restart's time).
 *
 * What uses it has its own way on without Redis (the throttle counts in the process, the
 * change bus lets kept copies expire), so a command never waits for Redis to come back: with
 * ioredis's defaults each one was queued and retried, and every log-in took about a minute
 * while Redis was down. Here a command fails at once when the connection is down (no offline
 * queue), when it drops under it (no retries), or after a second without an answer; ioredis
 * keeps reconnecting meanwhile, and the first command after its return goes to Redis again.
 * Resolves once connected; fails when Redis cannot be reached at start. Its comings and goings
 * are told to `log` (a test's own connection may go without).
 */
export async function connectRedis(url: string, log?: Log): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  // Said once when Redis goes and once when it is back, not at each try to reconnect.
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log?.warn(`Redis is not reachable (${err.message}); going on without it until it is back`);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log?.warn('Redis is reachable again');
  });
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${(err as Error).message}`);
  }
  return client;
}

/** Closes a connection: politely when Redis is there, at once when it is not (a quit cannot be sent then). */
export async function closeRedis(client: Redis): Promise<void> {
  await client.quit().catch(() => client.disconnect());
}

export type { Redis };
