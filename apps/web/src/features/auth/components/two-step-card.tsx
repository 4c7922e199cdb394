import type { Session } from '@kuber/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '#web/lib/notify';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormAlert } from '#web/components/ui/form-alert';
import { ShieldIcon } from '#web/components/ui/icons';
import { Spinner } from '#web/components/ui/spinner';
import { ApiError } from '#web/lib/api';
import { setSession } from '#web/lib/session';
import { enrolTotp, factorsQuery, removeFactor, type TotpEnrolment } from '../api/factors';
import { TotpCodeForm } from './totp-code-form';

/** Admin profile: turn an authenticator-app second step on (QR code, then a code) or off. */
export function TwoStepCard({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const factors = useQuery(factorsQuery(userId));
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const verified = factors.data?.find((f) => f.status === 'verified');

  const refresh = () => queryClient.invalidateQueries({ queryKey: factorsQuery(userId).queryKey });

  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : fallback);
    } finally {
      setBusy(false);
    }
  }

  const start = () => run(async () => setEnrolment(await enrolTotp('Authenticator app')), 'Could not start the set-up');

  async function remove() {
    await run(async () => {
      await removeFactor(verified!.id);
      await refresh();
      notify('success', 'Two-step verification turned off');
    }, 'Could not turn two-step verification off');
    setConfirmRemove(false);
  }

  function onVerified(session: Session) {
    // The code lifted this session to aal2; the old one was ended by the server.
    setSession(session, 'MFA_CHALLENGE_VERIFIED');
    setEnrolment(null);
    void refresh();
    notify('success', 'Two-step verification is on');
  }

  return (
    <section aria-labelledby="two-step-title" className="rounded-xl border border-zinc-200 bg-white p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-zinc-700">
          <ShieldIcon />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="two-step-title" className="text-base font-bold text-zinc-900">
              Two-step verification
            </h2>
            {factors.isSuccess && <StatusBadge on={Boolean(verified)} />}
          </div>
          <p className="mt-1 text-sm leading-6 text-zinc-600">
            Ask for a code from an authenticator app (Google Authenticator, Authy, 1Password) after the password at
            every admin login.
          </p>
        </div>
      </div>

      <div className="mt-5 flex flex-col gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        {factors.isPending && (
          <div className="flex justify-center py-4 text-accent" role="status" aria-label="Loading">
            <Spinner className="size-6" />
          </div>
        )}
        {factors.isError && <FormAlert>{factors.error.message}</FormAlert>}
        {factors.isSuccess && verified && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-zinc-700">
              Using <span className="font-semibold text-zinc-900">{verified.friendly_name}</span>
            </p>
            <Button variant="secondary" onClick={() => setConfirmRemove(true)}>
              Remove
            </Button>
          </div>
        )}
        {factors.isSuccess && !verified && !enrolment && (
          <div>
            <Button busy={busy} busyText="Starting..." onClick={() => void start()}>
              Set up authenticator app
            </Button>
          </div>
        )}
        {enrolment && (
          <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
            <img
              src={enrolment.totp.qr_code}
              alt="QR code to scan with your authenticator app"
              width={176}
              height={176}
              className="mx-auto size-44 rounded-lg border border-zinc-200 sm:mx-0"
            />
            <div className="flex max-w-md min-w-0 flex-col gap-4">
              <ol className="list-decimal space-y-1 pl-5 text-sm leading-6 text-zinc-700">
                <li>Scan the QR code with your authenticator app.</li>
                <li>
                  Or enter this key by hand:{' '}
                  <code className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-[13px] break-all text-zinc-900">
                    {enrolment.totp.secret}
                  </code>
                </li>
                <li>Type the 6-digit code the app shows.</li>
              </ol>
              <TotpCodeForm
                factorId={enrolment.id}
                labels={{ idle: 'Turn On', busy: 'Verifying...', done: 'Done' }}
                onVerified={onVerified}
              />
              <Button variant="ghost" onClick={() => setEnrolment(null)}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </div>

      <ConfirmDialog
        open={confirmRemove}
        title="Remove two-step verification?"
        confirmLabel="Remove"
        dismissLabel="Keep it"
        busy={busy}
        busyText="Removing..."
        onConfirm={() => void remove()}
        onClose={() => setConfirmRemove(false)}
      >
        Your admin login will ask only for the password. You can set it up again at any time.
      </ConfirmDialog>
    </section>
  );
}

function StatusBadge({ on }: { on: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${on ? 'bg-emerald-100 text-emerald-800' : 'bg-zinc-100 text-zinc-700'}`}
    >
      {on ? 'On' : 'Off'}
    </span>
  );
}
