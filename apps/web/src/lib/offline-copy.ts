import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isOffline } from './offline';
import { onAuthChange } from './session';

interface Copy {
  savedAt: number;
  data: unknown;
}

/**
 * Keeps the newest data of one of the signed-in shopper's queries in this browser, and
 * offline starts that query from it, so its screen opens as it was last loaded (the
 * service worker keeps no account answer). Online the query starts empty and asks the
 * server, as before. The copy goes at every sign-in and sign-out, so one account never
 * sees another's.
 */
export function keepOfflineCopy(queryClient: QueryClient, queryKey: QueryKey): void {
  const storageKey = `offline-copy:${hashKey(queryKey)}`;

  const read = (): Copy | undefined => {
    try {
      return (JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Copy | null) ?? undefined;
    } catch {
      return undefined;
    }
  };

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
