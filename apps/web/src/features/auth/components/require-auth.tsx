import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '#web/components/ui/page-spinner';
import { useSession } from '#web/lib/session';
import { needsSecondFactor } from '../second-factor';

/** Layout route: its child routes need a signed-in shopper; visitors go to /login and come back after. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <RestoringSession />;
  if (status === 'unauthenticated') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/**
 * Layout route for /admin/*: visitors go to the admin login, shoppers to their own home, and
 * an admin who still owes the authenticator code back to /admin for it.
 */
export function RequireAdmin() {
  const { status, session } = useSession();
  const location = useLocation();
  if (status === 'loading') return <RestoringSession />;
  if (!session) return <Navigate to="/admin" replace state={{ from: location }} />;
  if (session.user.role.toUpperCase() !== 'ADMIN') return <Navigate to="/user" replace />;
  if (needsSecondFactor(session)) return <Navigate to="/admin" replace state={{ from: location }} />;
  return <Outlet />;
}

/** While a stored session is being renewed, neither the page nor a redirect would be right yet. */
function RestoringSession() {
  return <PageSpinner label="Restoring your session" />;
}
