import { ApiError } from '#web/lib/api';
import type { StoredSession } from '#web/lib/session';

/** True while an admin with a verified authenticator still has a first-step (aal1) session. */
export function needsSecondFactor(session: Pick<StoredSession, 'aal' | 'next_level'>): boolean {
  return session.aal === 'aal1' && session.next_level === 'aal2';
}

/**
 * The stored session can say aal1 is enough while the server knows better (the factor was
 * added from another device); the admin API's 403 is then the only sign of it.
 */
export function isSecondFactorError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'MFA_REQUIRED';
}
