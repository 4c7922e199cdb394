interface Entry<V> {
  value: Promise<V>;
  /** The value once it is in, to measure it again when it grows. */
  settled?: V;
  /** What the value holds, by the cache's measure; 0 until it is in. */
  bytes: number;
  /** Until then the value is served as is. */
  freshUntil: number;
  /** Until then a stale value is still served while one reload runs behind it. */
  staleUntil: number;
  reloading: boolean;
}

export interface TtlCacheOptions<V> {
  staleMs?: number;
  maxEntries?: number;
  /** The most the cached values may hold together, by `bytesOf`; past it the least recently used go. */
  maxBytes?: number;
  bytesOf?: (value: V) => number;
  now?: () => number;
}

/**
 * A small in-process cache with a time to live, bounded by count and by bytes, for public
 * catalogue reads. Concurrent misses share one load; a failed load is not cached. Past its
 * time to live an entry is served stale for a while longer while one reload runs in the
 * background, so that a popular answer never makes shoppers wait for the database when it
 * expires. The entries are held in the order they were last used, and the least recently
 * used go first when the count or the bytes are over: a flood of addresses asked for once
 * pushes out only what nobody asks for. clear() drops everything at once (after a catalogue
 * write), reloads under way included.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  /** Gets answered from the cache, and gets that had to load (the metrics read them). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly opts: TtlCacheOptions<V> = {},
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now < hit.staleUntil) {
      // Last used now: to the end of the order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (now >= hit.freshUntil && !hit.reloading) this.reload(key, hit, load);
      this.hits++;
      return hit.value;
    }
    this.misses++;
    return this.set(key, load(), now);
  }

  /** Measures a cached value again after it grew (a compressed form added to it), dropping the least used if that puts the cache over. */
  resized(key: string): void {
    const entry = this.entries.get(key);
    if (!entry || entry.settled === undefined) return;
    this.bytes -= entry.bytes;
    entry.bytes = this.bytesOf(entry.settled);
    this.bytes += entry.bytes;
    // One value over the whole budget is not cached, rather than pushing every other out.
    if (entry.bytes > (this.opts.maxBytes ?? Infinity)) this.drop(key);
    else this.trim();
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** What the cached values hold together, by the cache's measure, and how often it was asked. */
  get size(): { entries: number; bytes: number; hits: number; misses: number } {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses };
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  private bytesOf(value: V): number {
    return this.opts.bytesOf?.(value) ?? 0;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** Drops the least recently used entries while the count or the bytes are over. */
  private trim(): void {
    const maxEntries = this.opts.maxEntries ?? 2000;
    const maxBytes = this.opts.maxBytes ?? Infinity;
    while (this.entries.size > maxEntries || this.bytes > maxBytes) this.drop(this.entries.keys().next().value!);
  }

  private set(key: string, value: Promise<V>, now: number): Promise<V> {
    this.drop(key);
    const entry: Entry<V> = {
      value,
      bytes: 0,
      freshUntil: now + this.ttlMs,
      staleUntil: now + this.ttlMs + (this.opts.staleMs ?? this.ttlMs * 6),
      reloading: false,
    };
    this.entries.set(key, entry);
    this.trim();
    value.then(
      (settled) => {
        if (this.entries.get(key) !== entry) return;
        entry.settled = settled;
        this.resized(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key);
      },
    );
    return value;
  }

  /** Replaces the entry once the new value is in, unless it was cleared or replaced meanwhile. */
  private reload(key: string, stale: Entry<V>, load: () => Promise<V>): void {
    stale.reloading = true;
    const next = load();
    next.then(
      () => {
        if (this.entries.get(key) === stale) void this.set(key, next, this.now());
      },
      () => {
        stale.reloading = false;
      },
    );
  }
}
