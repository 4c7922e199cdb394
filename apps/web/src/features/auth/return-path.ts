import type { Location } from 'react-router';

/** Pages that make no sense to return to after logging in. */
const AUTH_PAGES = ['/login', '/signup', '/admin', '/forgot-password', '/reset-password'];

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * The path to return to when `candidate` is a plain path on this site, else null. A path
 * counts only when it is exactly what URL parsing makes of it: `//host`, `/\host`, dot
 * segments (`/.//host` becomes `//host`), backslashes, control characters and stray
 * percent-escapes all change under parsing, or lead off the site, and are refused.
 */
export function safeReturnPath(candidate: string | null | undefined, origin: string): string | null {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || CONTROL.test(candidate) || candidate.includes('\\'))
    return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  const path = url.pathname + url.search + url.hash;
  if (url.origin !== origin || path !== candidate || url.pathname.startsWith('//') || AUTH_PAGES.includes(url.pathname))
    return null;
  return path;
}

/**
 * Where a login should lead back to: the page a guard turned the shopper away from
 * (location.state.from) or the ?redirect= a login link carried. Only paths on this site
 * count, so a crafted link cannot send a freshly signed-in shopper elsewhere.
 */
export function returnPath(location: Location): string | null {
  const from = (location.state as { from?: Partial<Location> } | null)?.from;
  const candidate = from?.pathname
    ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
    : new URLSearchParams(location.search).get('redirect');
  return safeReturnPath(candidate, window.location.origin);
}
