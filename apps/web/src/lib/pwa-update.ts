import { useSyncExternalStore } from 'react';

/*
 * A new version of the store, installed and waiting for the shopper's word. Kept apart
 * from the worker's registration (pwa.ts), which loads after the first page.
 */

let reload: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(next: (() => void) | null) {
  reload = next;
  listeners.forEach((listener) => listener());
}

/** Offers the new version; `apply` lets it take over and reloads the page. */
export function offerUpdate(apply: () => void): void {
  set(apply);
}

/** The shopper chose to carry on: the new version takes over when every tab of the store has closed. */
export function dismissUpdate(): void {
  set(null);
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The waiting version's reload, or null when there is none. */
export function useUpdateOffer(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => reload,
    () => null,
  );
}
