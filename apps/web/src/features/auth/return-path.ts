import type { Location } from 'react-router';

/** Pages that make no sense to return to after logging in. */
const AUTH_PAGES = ['/login', '/signup', '/admin', '/forgot-password', '/reset-password'];

/**
 * Where a login should lead back to: the page a guard turned the shopper away from
 * (location.state.from) or the ?redirect= a login link carried. Only paths on this site
 * count, so a crafted link cannot send a freshly signed-in shopper elsewhere.
 */
export function returnPath(location: Location): string | null {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  const candidate = from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : new URLSearchParams(location.search).get('redirect');
  if (!candidate?.startsWith('/')) return null;
  const url = new URL(candidate, window.location.origin);
  if (url.origin !== window.location.origin || AUTH_PAGES.includes(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}
