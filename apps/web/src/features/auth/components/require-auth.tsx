import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';

/** Layout route: its child routes need a signed-in shopper; visitors go to /login and come back after. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** Layout route for /admin/*: visitors go to the admin login, signed-in shoppers to their own home. */
export function RequireAdmin() {
  const { isAuthenticated, user } = useSession();
  if (!isAuthenticated) return <Navigate to="/admin" replace />;
  if (user?.role?.toUpperCase() !== 'ADMIN') return <Navigate to="/user" replace />;
  return <Outlet />;
}
