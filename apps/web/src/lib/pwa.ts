import { offerUpdate } from './pwa-update';

/** How often an open store asks whether a new version is out (navigating inside the app does not). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface Options {
  /** The service worker showed a kept catalogue answer that has changed since: ask again for the new one. */
  onCatalogueChanged: () => void;
}

/**
 * Registers the service worker (src/sw.ts). A new version is offered, never forced: once
 * installed it waits; the shopper's Reload tells it to take over (SKIP_WAITING), and every
 * tab of the store reloads as it does, so no page goes on running the old version.
 * The worker's life cycle is followed here in a few lines rather than with workbox-window,
 * which would cost the first page's budget about 3 KB (decision record 014).
 */
export function registerServiceWorker({ onCatalogueChanged }: Options): void {
  const { serviceWorker } = navigator;
  const offer = (waiting: ServiceWorker) => offerUpdate(() => waiting.postMessage({ type: 'SKIP_WAITING' }));

  let controlled = Boolean(serviceWorker.controller);
  serviceWorker.addEventListener('controllerchange', () => {
    // The first worker taking over a page that had none is no new version; any later one is.
    if (!controlled) {
      controlled = true;
      return;
    }
    window.location.reload();
  });

  serviceWorker.addEventListener('message', (event: MessageEvent<{ meta?: string } | null>) => {
    if (event.data?.meta === 'workbox-broadcast-update') onCatalogueChanged();
  });

  serviceWorker
    .register('/sw.js')
    .then((registration) => {
      // Installed while another worker runs the page: a new version, waiting for its turn. It may have
      // been installed during an earlier visit, be installing as this runs, or be found later.
      const follow = (worker: ServiceWorker | null) => {
        const check = () => {
          if (worker?.state === 'installed' && serviceWorker.controller) offer(worker);
        };
        check();
        worker?.addEventListener('statechange', check);
      };
      follow(registration.waiting);
      follow(registration.installing);
      registration.addEventListener('updatefound', () => follow(registration.installing));
      setInterval(() => {
        if (document.visibilityState === 'visible' && navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    })
    // A browser that refuses workers (a private window, a policy) gets the store without offline pages.
    .catch(() => undefined);
}
