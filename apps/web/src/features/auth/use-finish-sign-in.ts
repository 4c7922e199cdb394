import type { Session } from '@kuber/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSession } from '#web/lib/session';
import { isAdmin } from './roles';
import { returnPath } from './return-path';

/**
 * The end of every sign-in: store the session, let the button say so for a moment
 * (1 s after a login, 1.5 s after a sign-up), then go back where the shopper came from, or
 * to their home.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function finish(session: Session, delayMs: number, event: 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED' = 'SIGNED_IN') {
    setSession(session, event);
    setDone(true);
    const to = returnPath(location) ?? (isAdmin(session.user) ? '/admin/dashboard' : '/user');
    timer.current = setTimeout(() => navigate(to, { replace: true }), delayMs);
  }

  return { done, finish };
}
