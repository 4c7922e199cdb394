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

/**
 * Lets work in a slice of the event loop at a time: each entry waits in line and is called from the
 * loop's check phase, until the slice's `sliceMs` are spent; the rest then wait for the next turn
 * of the loop, after it has read its sockets again. Work going on (`goOn`: a request whose database
 * answered) is let in before new work (`start`: a request just read), each line first come, first
 * in. Without it, a flood's requests that came in together all ran before the loop looked at its
 * sockets once more: a health check waited behind fifty requests' work. An entry must not throw.
 */
export function timeSlices(sliceMs: number) {
  const goingOn: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  let sliceStart = -1;
  let newSliceQueued = false;
  const newSlice = () => {
    newSliceQueued = false;
    sliceStart = -1;
  };
  // One call of letOneIn is queued for each entry, so each runs in an immediate of its own, after
  // the microtasks of the one before: the time that one took counts towards the slice.
  const letOneIn = () => {
    const now = performance.now();
    if (sliceStart < 0) sliceStart = now;
    else if (now - sliceStart >= sliceMs) {
      // An immediate queued now runs in the next turn of the loop, the new slice first.
      if (!newSliceQueued) {
        newSliceQueued = true;
        setImmediate(newSlice);
      }
      setImmediate(letOneIn);
      return;
    }
    const enter = goingOn.shift() ?? waiting.shift()!;
    if (!goingOn.length && !waiting.length) sliceStart = -1;
    enter();
  };
  const inLine = (line: (() => void)[]) => (enter: () => void) => {
    line.push(enter);
    setImmediate(letOneIn);
  };
  return { start: inLine(waiting), goOn: inLine(goingOn) };
}

/** The server's one line (plugins/request-turns.ts, db/client.ts): 8 ms of work a turn of the loop. */
export const loopLine = timeSlices(8);

/** Resolves in the loop's line, as work going on. */
export const nextTurn = () => new Promise<void>((resolve) => loopLine.goOn(resolve));
