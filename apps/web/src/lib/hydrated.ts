import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the app takes over a page the server rendered (src/entry-server.tsx), true
 * once it has, and always in a page the browser rendered itself: what needs the app to
 * work (a button's click) can wait for it instead of being lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
