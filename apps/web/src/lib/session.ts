import type { Session, User } from '@kuber/shared';
import { useSyncExternalStore } from 'react';
import { markKept, mayKeep } from './kept';

/**
 * Browser storage keys: 'token' and 'user' are fixed by the original client (docs/api.md); the rest of the session sits
 * beside them. The refresh token is never here: the server keeps it in an HttpOnly cookie that
 * no script can read, sent only to /api/auth.
 */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const META_KEY = 'session';
/** Refresh this long before the access token runs out, so no request races its expiry. */
const REFRESH_MARGIN_MS = 60_000;
const REFRESH_LOCK = 'kuber:session-refresh';
const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 30_000;

export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT' | 'MFA_CHALLENGE_VERIFIED';
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** The stored session: what the API answered, minus the duplicate `token`. */
export interface StoredSession {
  access_token: string;
  /** Epoch seconds, on this browser's clock. */
  expires_at: number;
  aal: Session['aal'];
  next_level: Session['next_level'];
  user: User;
}

interface SessionState {
  status: SessionStatus;
  session: StoredSession | null;
}

type Listener = (event: AuthEvent, session: StoredSession | null) => void;

/**
 * The one signed-out state. The server renders the shop's pages for a visitor, with this
 * state; a visitor's browser, holding this very object, then hydrates them with nothing
 * to re-render.
 */
const SIGNED_OUT: SessionState = { status: 'unauthenticated', session: null };
let state: SessionState = { status: 'loading', session: null };
const renderListeners = new Set<() => void>();
const authListeners = new Set<Listener>();

/** True when the access token is about to run out (or has). */
function isDue(session: StoredSession) {
  return session.expires_at * 1000 - Date.now() <= REFRESH_MARGIN_MS;
}

function readStored(): StoredSession | null {
  try {
    const access_token = localStorage.getItem(TOKEN_KEY);
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as User | null;
    const meta = JSON.parse(localStorage.getItem(META_KEY) ?? 'null') as Omit<
      StoredSession,
      'access_token' | 'user'
    > | null;
    // A session needs its access token and expiry (the refresh token is the cookie's business).
    if (!access_token || !user || typeof meta?.expires_at !== 'number') return null;
    // Field by field, so nothing else an older version kept (its refresh token) is carried on.
    return { access_token, expires_at: meta.expires_at, aal: meta.aal, next_level: meta.next_level, user };
  } catch {
    return null;
  }
}

function writeStored(session: StoredSession | null) {
  if (!session) {
    for (const key of [TOKEN_KEY, USER_KEY, META_KEY]) localStorage.removeItem(key);
    return;
  }
  const { access_token, user, ...meta } = session;
  markKept();
  localStorage.setItem(META_KEY, JSON.stringify(meta));
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(TOKEN_KEY, access_token);
}

/** Makes `next` current, re-renders, announces `event`. */
function publish(next: SessionState, event?: AuthEvent) {
  state = next;
  renderListeners.forEach((listener) => listener());
  if (event) authListeners.forEach((listener) => listener(event, next.session));
  schedule();
}

function commit(session: StoredSession | null, event?: AuthEvent) {
  writeStored(session);
  publish(session ? { status: 'authenticated', session } : SIGNED_OUT, event);
}

/** Stores a session the API answered (log-in, sign-up, code check, refresh) and announces it. */
export function setSession(
  session: Session,
  event: 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED' | 'TOKEN_REFRESHED' = 'SIGNED_IN',
) {
  commit(
    {
      access_token: session.access_token,
      // The server's clock may differ from this one; whichever ends sooner is the safe choice.
      expires_at: Math.min(session.expires_at, Math.floor(Date.now() / 1000) + session.expires_in),
      aal: session.aal,
      next_level: session.next_level,
      user: session.user,
    },
    event,
  );
}

/** Replaces the stored user after a profile change, so the header shows the new name. */
export function updateSessionUser(user: User) {
  if (state.session) commit({ ...state.session, user });
}

export function clearSession() {
  if (state.session || readStored()) commit(null, 'SIGNED_OUT');
}

export function getToken(): string | null {
  return state.session?.access_token ?? null;
}

let refreshing: Promise<string | null> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** 0 until a refresh fails for a reason worth retrying; then it doubles from 200 ms. */
let retryDelay = 0;

class RetryableError extends Error {}

/** Runs `task` while holding the cross-tab refresh lock, where the browser has Web Locks. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  // Web Locks need a secure context and a recent browser; without them only the re-read of storage guards against a race.
  return navigator.locks ? (navigator.locks.request(REFRESH_LOCK, task) as Promise<T>) : task();
}

/** Swaps the refresh token in the cookie (the browser sends it; no script sees it) for a new session. */
async function requestRefresh(): Promise<Session> {
  let response: Response;
  try {
    response = await fetch('/api/auth/token?grant_type=refresh_token', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new RetryableError('No answer');
  }
  // 429 is refused before the token is looked at, so the same token may be sent again.
  if (response.status >= 500 || response.status === 429) throw new RetryableError(`HTTP ${response.status}`);
  const payload = (await response.json().catch(() => null)) as { success?: boolean; data?: Session } | null;
  if (!response.ok || !payload?.success || !payload.data) throw new Error(`HTTP ${response.status}`);
  return payload.data;
}

/**
 * Swaps the refresh token for a new session when the access token is due, and resolves
 * with the token to use, or null once the session is over. A refresh token may be spent
 * once only (a second use ends the whole session on the server), so one refresh runs at a
 * time in this tab, under a lock across tabs, and storage is re-read inside the lock:
 * another tab may have refreshed already, and then its session is taken as it is.
 */
export function refreshSession(): Promise<string | null> {
  refreshing ??= withRefreshLock(async () => {
    const stored = readStored();
    if (!stored) {
      clearSession();
      return null;
    }
    if (stored.access_token !== state.session?.access_token)
      publish({ status: 'authenticated', session: stored }, 'TOKEN_REFRESHED');
    if (!isDue(stored)) return stored.access_token;
    try {
      setSession(await requestRefresh(), 'TOKEN_REFRESHED');
      retryDelay = 0;
      return getToken();
    } catch (error) {
      if (!(error instanceof RetryableError)) {
        clearSession();
        return null;
      }
      // Keep the session (the shopper may be offline) and try again later, backing off.
      retryDelay = retryDelay ? Math.min(retryDelay * 2, MAX_RETRY_MS) : FIRST_RETRY_MS;
      if (state.status === 'loading') publish({ status: 'authenticated', session: stored });
      return stored.access_token;
    }
  }).finally(() => {
    refreshing = null;
    schedule();
  });
  return refreshing;
}

/** Sets the one timer that refreshes ahead of expiry; none while the page is hidden or nobody is signed in. */
function schedule() {
  clearTimeout(timer);
  const { session } = state;
  if (!session || refreshing || document.visibilityState === 'hidden') return;
  const wait = isDue(session) ? retryDelay : session.expires_at * 1000 - REFRESH_MARGIN_MS - Date.now();
  timer = setTimeout(() => void refreshSession(), wait);
}

/** Ends the session here and on the server; the local copy goes whatever the server says. */
export async function signOut(): Promise<void> {
  // An expired access token could not end the session on the server.
  const token = state.session ? await refreshSession() : null;
  clearSession();
  if (!token) return;
  // 401, 403 and 404 mean the server has no such session any more: nothing left to end.
  await fetch('/api/auth/logout?scope=local', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
}

/**
 * Calls `listener` on every auth event. Like a hosted auth client, a
 * new listener first hears INITIAL_SESSION once the stored session has been restored.
 */
export function onAuthChange(listener: Listener): () => void {
  authListeners.add(listener);
  if (state.status !== 'loading')
    queueMicrotask(() => authListeners.has(listener) && listener('INITIAL_SESSION', state.session));
  return () => authListeners.delete(listener);
}

function restore() {
  // A browser the server knows keeps nothing starts signed out, without a look at the storage.
  if (!mayKeep()) {
    publish(SIGNED_OUT);
    return;
  }
  const stored = readStored();
  // Written back field by field: a refresh token an older version kept in storage goes now.
  writeStored(stored);
  if (!stored) {
    // Half a session (say, a token without its expiry) is no session.
    publish(SIGNED_OUT);
  } else if (!isDue(stored)) {
    publish({ status: 'authenticated', session: stored });
  } else {
    // An expired session stays 'loading' until the refresh settles, so guards neither let through nor bounce.
    state = { status: 'loading', session: stored };
    void refreshSession().then(() => authListeners.forEach((listener) => listener('INITIAL_SESSION', state.session)));
  }
}

// The session lives in this browser only; the server renders pages as a visitor sees them.
if (typeof window !== 'undefined') {
  // Another tab logged in, refreshed or signed out: follow it.
  window.addEventListener('storage', ({ key }) => {
    if (key !== null && ![TOKEN_KEY, USER_KEY, META_KEY].includes(key)) return;
    const stored = readStored();
    // One write sets three keys: the first event already brought all of them.
    if (JSON.stringify(stored) === JSON.stringify(state.session)) return;
    const previous = state.session;
    let event: AuthEvent | undefined;
    if (!stored) event = 'SIGNED_OUT';
    else if (previous?.user.id !== stored.user.id) event = 'SIGNED_IN';
    // Same token: only the stored user changed (a profile edit), which is no auth event.
    else if (previous.access_token !== stored.access_token) event = 'TOKEN_REFRESHED';
    publish(stored ? { status: 'authenticated', session: stored } : SIGNED_OUT, event);
  });
  // Back from the background: refresh at once if the token fell due meanwhile.
  document.addEventListener('visibilitychange', schedule);
  restore();
}

function subscribe(onChange: () => void) {
  renderListeners.add(onChange);
  return () => renderListeners.delete(onChange);
}

/** The shopper's session for components; re-renders on every change, in this tab or another. */
export function useSession() {
  const { status, session } = useSyncExternalStore(
    subscribe,
    () => state,
    () => SIGNED_OUT,
  );
  return {
    status,
    session,
    user: session?.user ?? null,
    token: session?.access_token ?? null,
    isAuthenticated: status === 'authenticated',
  };
}
