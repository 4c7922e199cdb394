// First: before any module makes a zod schema.
import './lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './app/query-client';
import { PAGE_DATA_ID, StorePage } from './app/store-page';
import { CART_KEY } from './features/cart/api/get-cart';
import { WISHLIST_KEY } from './features/wishlist/api/get-wishlist';
import { pageCatalogue } from './i18n/i18n-provider';
import { keepOfflineCopy } from './lib/offline-copy';
import './index.css';

// The browser test helpers; the condition is false in production builds, so the module is left out.
if (import.meta.env.DEV) void import('./features/auth/dev-test-helpers');

// The app's start runs as a task of its own once the module graph has been evaluated: two
// shorter tasks rather than one long one while a phone is busiest (decision record 017).
await new Promise((resolve) => setTimeout(resolve, 0));

const queryClient = createQueryClient();

// The cart and the wishlist open as they were last loaded when offline or when the server fails.
keepOfflineCopy(queryClient, CART_KEY);
keepOfflineCopy(queryClient, WISHLIST_KEY);

/** Queries of the catalogue answers the service worker keeps (src/sw.ts); their keys start as the API's paths. */
const CATALOGUE_QUERIES = ['products', 'categories', 'store'];

/**
 * How long after `load` the service worker is registered. Its first install downloads the
 * shell it keeps (every storefront script and stylesheet): on a phone that would share the
 * cores and the link with the page's own start and pictures, so it waits until they are done.
 */
const WORKER_AFTER_LOAD_MS = 5_000;

// Installable and offline-capable, once the first page has settled.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./lib/pwa').then(({ registerServiceWorker }) =>
      registerServiceWorker({
        onCatalogueChanged: () =>
          void queryClient.invalidateQueries({
            predicate: ({ queryKey }) => CATALOGUE_QUERIES.includes(String(queryKey[0])),
          }),
      }),
    );
  const registerLater = () => setTimeout(register, WORKER_AFTER_LOAD_MS);
  // The start above waited for a task: the page may have loaded meanwhile.
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });
}

const root = document.getElementById('root')!;
// The page's texts come in the page, in the language the server chose (or rendered it in).
const page = <StorePage queryClient={queryClient} Router={BrowserRouter} catalogue={pageCatalogue()} />;
// A page the server rendered (src/entry-server.tsx) comes with the answers it was rendered from: start from them.
const pageData = document.getElementById(PAGE_DATA_ID)?.textContent;
if (pageData) {
  hydrate(queryClient, JSON.parse(pageData));
  // As a transition, hydration works in short slices and a tap in the meantime is answered between them.
  startTransition(() => {
    hydrateRoot(root, page);
  });
} else {
  createRoot(root).render(page);
}
