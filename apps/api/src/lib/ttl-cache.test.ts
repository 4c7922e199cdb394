import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

/** A cache on a clock the test moves, and a loader that counts its calls. */
function setup(opts: { staleMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  const cache = new TtlCache<string>(1000, { ...opts, now: () => now });
  let calls = 0;
  const load = (value?: string) => () => {
    calls += 1;
    return Promise.resolve(value ?? `v${calls}`);
  };
  return {
    cache,
    load,
    calls: () => calls,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('TtlCache', () => {
  it('serves a fresh value without loading again, and shares one load between concurrent misses', async () => {
    const { cache, load, calls } = setup();
    const [a, b] = await Promise.all([cache.get('k', load()), cache.get('k', load())]);
    expect([a, b]).toEqual(['v1', 'v1']);
    expect(await cache.get('k', load())).toBe('v1');
    expect(calls()).toBe(1);
  });

  it('serves a stale value at once while one reload runs, then the reloaded value', async () => {
    const { cache, load, calls, advance } = setup({ staleMs: 5000 });
    await cache.get('k', load());
    advance(1500);
    const [a, b] = [cache.get('k', load()), cache.get('k', load())];
    expect([await a, await b]).toEqual(['v1', 'v1']);
    await settle();
    expect(calls()).toBe(2);
    expect(await cache.get('k', load())).toBe('v2');
  });

  it('loads afresh, and makes the caller wait, once an entry is past its stale window', async () => {
    const { cache, load, calls, advance } = setup({ staleMs: 5000 });
    await cache.get('k', load());
    advance(7000);
    expect(await cache.get('k', load())).toBe('v2');
    expect(calls()).toBe(2);
  });

  it('clear() drops every entry, and a reload that was under way is not kept', async () => {
    const { cache, load, advance } = setup();
    await cache.get('k', load());
    advance(1500);
    let finish!: (v: string) => void;
    expect(await cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)))).toBe('v1');
    cache.clear();
    expect(await cache.get('k', load('after clear'))).toBe('after clear');
    finish('old reload');
    await settle();
    expect(await cache.get('k', load())).toBe('after clear');
  });

  it('does not keep a failed load, and keeps the stale value when a reload fails', async () => {
    const { cache, load, advance } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', load('ok'))).toBe('ok');
    advance(1500);
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('ok');
    await settle();
    expect(await cache.get('k', load('retried'))).toBe('ok');
    await settle();
    expect(await cache.get('k', load())).toBe('retried');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { cache, load, calls } = setup({ maxEntries: 2 });
    await cache.get('a', load());
    await cache.get('b', load());
    await cache.get('a', load());
    await cache.get('c', load());
    expect(calls()).toBe(3);
    await cache.get('a', load());
    expect(calls()).toBe(3);
    await cache.get('b', load());
    expect(calls()).toBe(4);
  });

  it('keeps the values under maxBytes, the least recently used going first, a value grown measured again', async () => {
    const cache = new TtlCache<{ text: string }>(1000, { maxBytes: 10_000, bytesOf: (v) => v.text.length });
    const value = (bytes: number) => () => Promise.resolve({ text: 'x'.repeat(bytes) });
    const popular = await cache.get('popular', value(2_000));
    for (let i = 0; i < 100; i++) {
      await cache.get(`once ${i}`, value(1_500));
      await settle();
      // The popular one is asked for between the others: it stays.
      expect(await cache.get('popular', value(1))).toBe(popular);
      expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size).toMatchObject({ entries: 6, bytes: 2_000 + 5 * 1_500 });
    // A form added to a kept value counts once measured again.
    popular.text += 'y'.repeat(3_000);
    cache.resized('popular');
    expect(cache.size).toMatchObject({ entries: 4, bytes: 5_000 + 3 * 1_500 });
    // A value bigger than the whole budget is not kept, and pushes nothing out.
    await cache.get('huge', value(20_000));
    await settle();
    expect(cache.size).toMatchObject({ entries: 4, bytes: 5_000 + 3 * 1_500 });
    let loads = 0;
    await cache.get('huge', () => (loads++, value(20_000)()));
    expect(loads).toBe(1);
  });

  it('loads every time when the time to live is zero', async () => {
    const cache = new TtlCache<number>(0);
    let calls = 0;
    await cache.get('k', async () => ++calls);
    await cache.get('k', async () => ++calls);
    expect(calls).toBe(2);
  });

  it('counts the gets it answered and those that had to load', async () => {
    const cache = new TtlCache<number>(60_000);
    await cache.get('a', async () => 1);
    await cache.get('a', async () => 2);
    await cache.get('b', async () => 3);
    expect(cache.size).toMatchObject({ hits: 1, misses: 2 });
  });
});
