import { totpCodeSchema, type Session } from '@kuber/shared';
import { useState } from 'react';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormTextField } from '#web/components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { verifyFactor } from '../api/factors';
import { SubmitButton, type SubmitPhase } from './submit-button';

const codeSchema = totpCodeSchema.pick({ code: true });

interface TotpCodeFormProps {
  factorId: string;
  labels: Record<SubmitPhase, string>;
  /** Called with the aal2 session the right code earns; `done` turns the button to its success state. */
  onVerified: (session: Session) => void;
  done?: boolean;
}

/** Asks for the 6-digit code of an authenticator app and checks it against a fresh challenge. */
export function TotpCodeForm({ factorId, labels, onVerified, done = false }: TotpCodeFormProps) {
  const form = useZodForm(codeSchema, { code: '' });
  const [busy, setBusy] = useState(false);
  const phase: SubmitPhase = done ? 'done' : busy ? 'busy' : 'idle';
  const formError = formErrorOf(form);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    if (phase !== 'idle') return;
    setBusy(true);
    try {
      onVerified(await verifyFactor(factorId, code));
    } catch (error) {
      showServerError(form, error, 'Verification failed');
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormTextField
        control={form.control}
        name="code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
      />
      <SubmitButton phase={phase} labels={labels} />
    </form>
  );
}
