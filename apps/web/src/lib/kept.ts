import { KEPT_COOKIE } from '@kuber/shared';

const YEAR_SECONDS = 60 * 60 * 24 * 365;
let markedHere = false;

/**
 * Whether this browser's storage may hold a session, a visitor's cart or a PIN code. The server marks a
 * page it rendered for a browser that keeps neither (`data-kept="no"`, from the cookie below),
 * and such a page starts without reading the storage: a browser's first read of it waits on the
 * browser's storage process. A page without the mark (the development server, the offline shell,
 * a page the service worker kept) reads it as before.
 */
export function mayKeep(): boolean {
  return markedHere || document.documentElement.dataset.kept !== 'no';
}

/** Called whenever a session, a cart line or a PIN code is stored: the next pages the server renders read the storage. */
export function markKept() {
  if (markedHere) return;
  markedHere = true;
  document.cookie = `${KEPT_COOKIE}=1; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
