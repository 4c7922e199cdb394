import { Redis } from 'ioredis';

/**
 * A Redis connection for what several store instances share (rate limits, cache
 * invalidation). Only made when REDIS_URL is set; one instance needs none.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
}
export type { Redis };
