/// <reference lib="webworker" />
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

/*
 * The store's service worker (decision record 014). It keeps the app shell, the
 * catalogue answers and product pictures a shopper has seen, and the pages they
 * opened, so that those open offline. It never keeps an account answer (sign-in,
 * profile, cart, wishlist, orders) nor anything of the back office: only the routes
 * below are handled, everything else goes to the network untouched.
 */

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const DAY = 24 * 60 * 60;
const SHELL = '/index.html';

// The shell is asked for by navigations through the route below, never in place of a page ('/' → index.html).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// The first worker takes the open page at once; a new version waits for the shopper's word (pwa.ts).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * Keeps only what the server says anyone may keep: 'public' answers. The one answer that
 * depends on who asks ('Inspired by Your Interest') is private for a signed-in shopper and
 * varies with the token; a visitor's copy is kept, and the cache never hands it to a
 * signed-in shopper because it matches on that Vary header.
 */
const shareableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const isPublic = /^\s*public\b/i.test(response.headers.get('cache-control') ?? '');
    const vary = response.headers.get('vary') ?? '';
    const personal = vary.includes('*') || (/authorization/i.test(vary) && request.headers.has('authorization'));
    return response.status === 200 && isPublic && !personal ? response : null;
  },
};

const catalogueExpiry = new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true });
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/api\/(products|categories|store)(\/|$)/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'kuber-catalogue',
    plugins: [
      shareableOnly,
      catalogueExpiry,
      // The copy just shown was older than the network's: the page asks again and gets the new one (pwa.ts).
      new BroadcastUpdatePlugin({ headersToCheck: ['etag'] }),
    ],
  }),
);

// Pictures never change behind their address (content-addressed), so old ones are only evicted for room.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  new StaleWhileRevalidate({
    cacheName: 'kuber-pictures',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

/*
 * Pages: the network's page (with its own title and description) when it answers within a
 * few seconds, else the copy kept from an earlier visit, else the shell, which opens any
 * page the app can draw from what is cached. The back office is online only.
 */
const pagesExpiry = new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true });
/**
 * A kept page may be opened after the shopper has signed in or filled a cart: it is kept without the
 * server's word that the browser keeps nothing (src/lib/kept.ts), so it reads the storage.
 */
const withoutKeptMark: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response &&
    new Response((await response.text()).replace(' data-kept="no"', ''), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    }),
};
const pages = new NetworkFirst({
  cacheName: 'kuber-pages',
  networkTimeoutSeconds: 4,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), withoutKeptMark, pagesExpiry],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/admin(\/|$)/, /^\/api\//, /^\/uploads\//] },
  ),
);

// A new version starts without its predecessor's answers and pages: their shape and scripts may no longer fit.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([catalogueExpiry.deleteCacheAndMetadata(), pagesExpiry.deleteCacheAndMetadata()]));
});
