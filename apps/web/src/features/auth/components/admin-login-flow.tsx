import type { Session } from '@kuber/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert';
import { Spinner } from '#web/components/ui/spinner';
import { setSession, signOut, useSession } from '#web/lib/session';
import { factorsQuery } from '../api/factors';
import { returnPath } from '../return-path';
import { isAdmin } from '../roles';
import { needsSecondFactor } from '../second-factor';
import { useFinishSignIn } from '../use-finish-sign-in';
import { AdminLoginForm } from './admin-login-form';
import { AuthCard } from './auth-card';
import { TotpCodeForm } from './totp-code-form';

const LOGIN_DELAY_MS = 1000;

/**
 * /admin: email and password, then the authenticator code for an admin who has one. An
 * admin who arrives already signed in goes straight on; one who still owes the code (a
 * reload half-way, or sent back by the admin pages) gets the code step.
 */
export function AdminLoginFlow() {
  const { session } = useSession();
  const location = useLocation();
  const { done, finish } = useFinishSignIn();
  const sentForCode = (location.state as { secondFactor?: boolean } | null)?.secondFactor === true;
  const [step, setStep] = useState<'credentials' | 'code'>(() =>
    session && isAdmin(session.user) && (needsSecondFactor(session) || sentForCode) ? 'code' : 'credentials',
  );
  // Set from the moment the form sends, so the session it earns is not mistaken for an earlier one.
  const [signingIn, setSigningIn] = useState(false);

  if (step === 'credentials' && !signingIn && session && isAdmin(session.user) && !needsSecondFactor(session)) {
    return <Navigate to={returnPath(location) ?? '/admin/dashboard'} replace />;
  }

  if (step === 'code' && session) {
    return (
      <AuthCard
        title="Two-step verification"
        subtitle="Enter the 6-digit code from your authenticator app to continue."
      >
        <SecondFactorStep
          userId={session.user.id}
          done={done}
          onVerified={(verified) => finish(verified, LOGIN_DELAY_MS, 'MFA_CHALLENGE_VERIFIED')}
        />
        <button
          type="button"
          onClick={() => {
            setSigningIn(false);
            setStep('credentials');
            void signOut();
          }}
          className="mt-4 w-full rounded-md py-2 text-center text-sm font-semibold text-zinc-700 hover:text-zinc-950"
        >
          Use a different account
        </button>
      </AuthCard>
    );
  }

  function onSignedIn(signedIn: Session) {
    if (!needsSecondFactor(signedIn)) return finish(signedIn, LOGIN_DELAY_MS);
    // The code is checked with this first-step session, so it is kept while the code is asked for.
    setSession(signedIn);
    setStep('code');
  }

  return (
    <AuthCard title="Admin Login" subtitle="Sign in to manage the store.">
      <AdminLoginForm
        done={done}
        onStart={() => setSigningIn(true)}
        onFailed={() => setSigningIn(false)}
        onSignedIn={onSignedIn}
      />
    </AuthCard>
  );
}

function SecondFactorStep({
  userId,
  done,
  onVerified,
}: {
  userId: number;
  done: boolean;
  onVerified: (session: Session) => void;
}) {
  const factors = useQuery(factorsQuery(userId));
  if (factors.isPending) {
    return (
      <div className="flex justify-center py-6 text-accent" role="status" aria-label="Loading">
        <Spinner className="size-6" />
      </div>
    );
  }
  const factor = factors.data?.find((f) => f.status === 'verified');
  if (!factor)
    return <FormAlert>{factors.error?.message ?? 'No authenticator app is set up for this account.'}</FormAlert>;
  return (
    <TotpCodeForm
      factorId={factor.id}
      done={done}
      labels={{ idle: 'Verify', busy: 'Verifying...', done: 'Success!' }}
      onVerified={onVerified}
    />
  );
}
