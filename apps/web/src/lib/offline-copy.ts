import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isServerFailure } from './api';
import { isOffline } from './offline';
import { onAuthChange } from './session';

interface Copy<T = unknown> {
  savedAt: number;
  data: T;
}

const storageKeyOf = (queryKey: QueryKey) => `offline-copy:${hashKey(queryKey)}`;

function readCopy<T>(queryKey: QueryKey): Copy<T> | undefined {
  try {
    return (JSON.parse(localStorage.getItem(storageKeyOf(queryKey)) ?? 'null') as Copy<T> | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The copy kept of a query (keepOfflineCopy) to show when the server failed to answer it (no
 * answer, a timeout, a 5xx), not when it refused (signed out, say): the screen shows it with a
 * quiet note instead of an error.
 */
export function keptCopyWhenFailed<T>(queryKey: QueryKey, error: unknown): Copy<T> | undefined {
  return isServerFailure(error) ? readCopy<T>(queryKey) : undefined;
}

/**
 * Keeps the newest data of one of the signed-in shopper's queries in this browser, and
 * offline starts that query from it, so its screen opens as it was last loaded (the
 * service worker keeps no account answer); online, a screen whose query the server failed
 * shows it too (keptCopyWhenFailed). Online the query starts empty and asks the
 * server, as before. The copy goes at every sign-in and sign-out, so one account never
 * sees another's.
 */
export function keepOfflineCopy(queryClient: QueryClient, queryKey: QueryKey): void {
  const storageKey = storageKeyOf(queryKey);
  const read = () => readCopy(queryKey);

  queryClient.setQueryDefaults(queryKey, {
    initialData: () => (isOffline() ? read()?.data : undefined),
    initialDataUpdatedAt: () => read()?.savedAt,
  });

  // Every new state counts, the server's answer to a change (an item added) as much as a fetch.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== hashKey(queryKey))
      return;
    const copy: Copy = { savedAt: event.query.state.dataUpdatedAt, data: event.query.state.data };
    try {
      localStorage.setItem(storageKey, JSON.stringify(copy));
    } catch {
      // Storage full or refused: the screen simply has no copy offline.
    }
  });

  onAuthChange((event) => {
    if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') localStorage.removeItem(storageKey);
  });
}
