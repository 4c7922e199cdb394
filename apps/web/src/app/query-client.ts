import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/** One in the browser (main.tsx); the server makes one for each page it renders (entry-server.tsx). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; a dropped connection might.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        // Asked even offline, where the service worker may have the answer; retries wait for the network.
        networkMode: 'offlineFirst',
      },
      // Offline, a change fails at once with a message saying so (lib/api.ts) rather than waiting unseen.
      mutations: { networkMode: 'always' },
    },
  });
}
