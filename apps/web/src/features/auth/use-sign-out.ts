import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signOut } from '#web/lib/session';

/**
 * Sign Out: go to the home page, then end the session. The router moves pages in a
 * transition while a session change renders at once, so the session is ended only once the
 * home page is showing; otherwise a guarded page would see it go first and send the shopper
 * to /login.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaving = useRef(false);

  useEffect(() => {
    if (!leaving.current || pathname !== '/') return;
    leaving.current = false;
    void signOut();
  }, [pathname]);

  return () => {
    if (pathname === '/') return void signOut();
    leaving.current = true;
    void navigate('/');
  };
}
