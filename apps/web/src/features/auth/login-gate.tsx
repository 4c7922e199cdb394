import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useSession } from '#web/lib/session';
import { LoginRequiredDialog } from './components/login-required-dialog';

type RequireLogin = (message?: string) => boolean;

const LoginGateContext = createContext<RequireLogin | null>(null);

/** Holds the one 'Login Required' dialog that cart and wishlist actions open for visitors. */
export function LoginGateProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const [prompt, setPrompt] = useState<{ message?: string } | null>(null);

  const requireLogin = useCallback<RequireLogin>(
    (message) => {
      if (isAuthenticated) return true;
      setPrompt({ message });
      return false;
    },
    [isAuthenticated],
  );

  return (
    <LoginGateContext.Provider value={requireLogin}>
      {children}
      <LoginRequiredDialog open={prompt !== null} message={prompt?.message} onClose={() => setPrompt(null)} />
    </LoginGateContext.Provider>
  );
}

/** Returns a check that is true for a signed-in shopper and otherwise opens the dialog. */
export function useRequireLogin(): RequireLogin {
  const requireLogin = useContext(LoginGateContext);
  if (!requireLogin) throw new Error('useRequireLogin needs a LoginGateProvider');
  return requireLogin;
}
