import type { Envelope } from '@kuber/shared';

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true as const, message, data, timestamp: new Date().toISOString() };
}
