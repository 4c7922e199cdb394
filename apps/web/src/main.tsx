import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { UpdatePrompt } from './app/layout/update-prompt';
import { queryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { CART_KEY } from './features/cart/api/get-cart';
import { LanguageProvider, pageCatalogue } from './i18n/i18n-provider';
import { keepOfflineCopy } from './lib/offline-copy';
import './index.css';

// The spec's browser test helpers; the condition is false in production builds, so the module is left out.
if (import.meta.env.DEV) void import('./features/auth/dev-test-helpers');

// The cart opens offline as it was last loaded.
keepOfflineCopy(queryClient, CART_KEY);

/** Queries of the catalogue answers the service worker keeps (src/sw.ts); their keys start as the API's paths. */
const CATALOGUE_QUERIES = ['products', 'categories', 'store'];

// Installable and offline-capable; the worker's code loads once the first page has, so it never competes with it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () =>
      void import('./lib/pwa').then(({ registerServiceWorker }) =>
        registerServiceWorker({
          onCatalogueChanged: () =>
            void queryClient.invalidateQueries({ predicate: ({ queryKey }) => CATALOGUE_QUERIES.includes(String(queryKey[0])) }),
        }),
      ),
    { once: true },
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={pageCatalogue()}>
        <BrowserRouter>
          <AppRoutes />
          <UpdatePrompt />
        </BrowserRouter>
      </LanguageProvider>
    </QueryClientProvider>
  </StrictMode>,
);
