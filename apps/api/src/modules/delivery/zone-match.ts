/** What matching needs of a zone. */
export interface ZoneKeys {
  id: number;
  states: string[];
  pinPrefixes: string[];
}

/**
 * The zone a PIN code is delivered by: the one with the longest PIN prefix that starts it, else
 * the first (oldest) naming its state, else none (the store's default: free, in its own days).
 * The one place this is decided; the back office refuses two zones with the same prefix or state.
 */
export function matchZone<Z extends ZoneKeys>(zones: readonly Z[], pin: string, state: string): Z | undefined {
  let best: Z | undefined;
  let bestLength = 0;
  for (const z of zones)
    for (const p of z.pinPrefixes)
      if (p.length > bestLength && pin.startsWith(p)) {
        best = z;
        bestLength = p.length;
      }
  return best ?? [...zones].sort((a, b) => a.id - b.id).find((z) => z.states.includes(state));
}
