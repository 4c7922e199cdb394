import { AppError } from '../../lib/errors.js';

/**
 * Counts failed attempts per key (an account) in a sliding window; once the
 * limit is reached the key is refused until its oldest failure ages out.
 * In-process: with several app instances each keeps its own count.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  check(key: string): void {
    const recent = this.recent(key);
    if (recent.length >= this.limit) {
      const minutes = Math.max(1, Math.ceil((recent[0]! + this.windowMs - Date.now()) / 60_000));
      throw new AppError('RATE_LIMITED', `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), Date.now()]);
    if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value!);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = Date.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }
}
