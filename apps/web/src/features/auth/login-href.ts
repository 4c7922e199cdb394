import type { Location } from 'react-router';

/**
 * Where a login or sign-up link goes, remembering the page the shopper was on so a
 * successful login can return there (?redirect= survives a reload, unlike router state).
 */
export function authHref(path: '/login' | '/signup', from: Pick<Location, 'pathname' | 'search'>) {
  const here = from.pathname + from.search;
  if (here === '/' || from.pathname === '/login' || from.pathname === '/signup') return path;
  return `${path}?redirect=${encodeURIComponent(here)}`;
}
