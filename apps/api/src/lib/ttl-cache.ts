interface Entry<V> {
  value: Promise<V>;
  /** Until then the value is served as is. */
  freshUntil: number;
  /** Until then a stale value is still served while one reload runs behind it. */
  staleUntil: number;
  reloading: boolean;
}

/**
 * A small in-process cache with a time to live and a size bound, for public
 * catalogue reads. Concurrent misses share one load; a failed load is not kept.
 * Past its time to live an entry is served stale for a while longer while one
 * reload runs in the background, so that a popular answer never makes shoppers
 * wait for the database when it expires. clear() drops everything at once (after
 * a catalogue write), reloads under way included.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly opts: { staleMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now < hit.freshUntil) return hit.value;
    if (hit && now < hit.staleUntil) {
      if (!hit.reloading) this.reload(key, hit, load);
      return hit.value;
    }
    return this.store(key, load(), now);
  }

  clear(): void {
    this.entries.clear();
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  private store(key: string, value: Promise<V>, now: number): Promise<V> {
    this.entries.delete(key);
    if (this.entries.size >= (this.opts.maxEntries ?? 2000)) this.entries.delete(this.entries.keys().next().value!);
    const entry: Entry<V> = { value, freshUntil: now + this.ttlMs, staleUntil: now + this.ttlMs + (this.opts.staleMs ?? this.ttlMs * 6), reloading: false };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Replaces the entry once the new value is in, unless it was cleared or replaced meanwhile. */
  private reload(key: string, stale: Entry<V>, load: () => Promise<V>): void {
    stale.reloading = true;
    const next = load();
    next.then(
      () => {
        if (this.entries.get(key) === stale) this.store(key, next, this.now());
      },
      () => {
        stale.reloading = false;
      },
    );
  }
}
