import { useSyncExternalStore } from 'react';

/** Browser storage keys fixed by the spec. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
/** Same-tab changes fire no 'storage' event, so this module announces its own. */
const CHANGE_EVENT = 'kuber:session';

export interface SessionUser {
  id?: number;
  email?: string;
  firstName?: string;
  lastName?: string;
  role?: string;
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

// A snapshot must be stable between calls, so it is the raw stored strings joined; parsing happens after.
function snapshot(): string {
  return JSON.stringify([localStorage.getItem(TOKEN_KEY), localStorage.getItem(USER_KEY)]);
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

/**
 * The shopper's session as stored by the spec's client (token + user).
 * Accounts arrive in a later piece of work; until then nobody holds a token.
 */
export function useSession() {
  const raw = useSyncExternalStore(subscribe, snapshot);
  const [token, userJson] = JSON.parse(raw) as [string | null, string | null];
  const user = parseUser(userJson);
  return { token, user, isAuthenticated: Boolean(token && user) };
}
