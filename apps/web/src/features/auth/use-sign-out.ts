import { useNavigate } from 'react-router';
import { signOut } from '../../lib/session';

/** Sign Out (spec): leave for the home page first, so no guarded page bounces to /login on the way. */
export function useSignOut() {
  const navigate = useNavigate();
  return () => {
    navigate('/');
    void signOut();
  };
}
