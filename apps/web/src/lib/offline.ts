import { useSyncExternalStore } from 'react';

/** What a change that needs the network (add to cart, wishlist, checkout, log-in) says while the device is offline. */
export const OFFLINE_MESSAGE = 'You are offline — try again when you are back online';

/**
 * The browser's own word. It reads offline only when there is no network at all; on a
 * weak signal it still reads online, and a failing request then says so itself.
 */
export function isOffline(): boolean {
  return !navigator.onLine;
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the device is online; re-renders when it goes off or comes back. */
export function useOnline(): boolean {
  // A page the server rendered hydrates as online, then shows this browser's state.
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
