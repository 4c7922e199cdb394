import type { Redis } from 'ioredis';

/**
 * A Redis connection for what several store instances share (rate limits, cache
 * invalidation). Only made when REDIS_URL is set; one instance needs none, and does not
 * load the client at all (it is a good part of a restart's time).
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
}
export type { Redis };
