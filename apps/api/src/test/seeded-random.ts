/**
 * Random choices that repeat from their seed (mulberry32), for tests that try random runs: the
 * seed is TEST_SEED when set (to run a failure again), else a new one, which the test prints.
 */
export function seededRandom() {
  const seed = Number(process.env.TEST_SEED) || Math.floor(Math.random() * 2 ** 32);
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return { seed, random, pick };
}
