import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { LanguageProvider, type PageCatalogue } from '../i18n/i18n-provider';
import { UpdatePrompt } from './layout/update-prompt';
import { AppRoutes } from './router';

/** The id of the script element in which the server hands the page's data to the browser. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The whole store, rendered by the server (entry-server.tsx, with a router fixed at
 * the page's address) and by the browser (main.tsx, with the address bar's router): one
 * tree, so that the browser's first render matches the server's HTML. Both start from the
 * same catalogue: the server renders with the one it then puts in the page for the browser.
 */
export function StorePage({
  queryClient,
  Router,
  catalogue,
}: {
  queryClient: QueryClient;
  Router: ComponentType<{ children: ReactNode }>;
  catalogue: PageCatalogue | undefined;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <LanguageProvider initial={catalogue}>
          <Router>
            <AppRoutes />
            <UpdatePrompt />
          </Router>
        </LanguageProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
