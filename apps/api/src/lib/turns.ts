/**
 * Runs work that holds the event loop for many milliseconds (a page's render: React's passes and
 * the compression) one job at a time, each begun in a turn of the event loop of its own. Between
 * two jobs the server reads what has come in — a health check, a cached answer, an API call —
 * instead of waiting behind every render asked for at once: a flood of pages never seen before
 * delays the rest by one render, not by all of them.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const turn = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(job);
    last = turn.catch(() => undefined);
    return turn;
  };
}
