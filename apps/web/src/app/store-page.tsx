import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { UpdatePrompt } from './layout/update-prompt';
import { AppRoutes } from './router';

/** The id of the script element in which the server hands the page's data to the browser. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The whole store, rendered by the server (entry-server.tsx, with a router fixed at
 * the page's address) and by the browser (main.tsx, with the address bar's router): one
 * tree, so that the browser's first render matches the server's HTML.
 */
export function StorePage({ queryClient, Router }: { queryClient: QueryClient; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>
          <AppRoutes />
          <UpdatePrompt />
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
