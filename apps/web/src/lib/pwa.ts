/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './pwa-update';

/** How often an open store asks whether a new version is out (a navigation in the app does not). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface Options {
  /** The service worker showed a kept catalogue answer that has changed since: ask again for the new one. */
  onCatalogueChanged: () => void;
}

/**
 * Registers the service worker (src/sw.ts). Loaded after the first page has, so neither
 * this code nor the worker's downloads compete with it. A new version is offered, never
 * forced: the page reloads once the shopper says so, in every tab of the store.
 */
export function registerServiceWorker({ onCatalogueChanged }: Options): void {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (document.visibilityState === 'visible' && navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ meta?: string } | null>) => {
    if (event.data?.meta === 'workbox-broadcast-update') onCatalogueChanged();
  });
}
