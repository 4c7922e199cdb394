import { useState } from 'react';
import type { Cart } from '@kuber/shared';

/**
 * 128 random bits as hex. From getRandomValues rather than randomUUID, which browsers offer
 * only on secure pages: a shop opened over plain http on the local network still gets a key.
 */
export function newAttemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the cart holds: a change of it starts a new attempt. */
const contentsOf = (cart: Cart) => cart.items.map((line) => `${line.id}:${line.quantity}`).join(',');

/**
 * The Idempotency-Key of the checkout attempt on screen: made when the attempt starts and kept
 * across its retries (a lost answer, a timeout, a second click), so the store places one order
 * for it. A change of the cart starts a new attempt, and so does `renew` (after an order is placed).
 */
export function useCheckoutAttemptKey(cart: Cart): { key: string; renew: () => void } {
  const contents = contentsOf(cart);
  const [attempt, setAttempt] = useState(() => ({ contents, key: newAttemptKey() }));
  let current = attempt;
  if (attempt.contents !== contents) {
    current = { contents, key: newAttemptKey() };
    setAttempt(current);
  }
  return { key: current.key, renew: () => setAttempt({ contents, key: newAttemptKey() }) };
}
