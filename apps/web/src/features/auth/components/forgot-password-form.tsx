import { recoverSchema } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormTextField } from '../../../components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '../../../lib/form';
import { requestPasswordReset } from '../api/password-reset';

/** Asks for a reset link; the server answers alike for known and unknown emails, and that answer is shown. */
export function ForgotPasswordForm() {
  const form = useZodForm(recoverSchema, { email: '' });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const formError = formErrorOf(form);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setBusy(true);
    try {
      setSent(await requestPasswordReset(email));
    } catch (error) {
      showServerError(form, error, 'Could not send the reset link');
    } finally {
      setBusy(false);
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">{sent}</FormAlert>
        <p className="text-sm leading-6 text-zinc-600">The link works for 1 hour. Check the spam folder if nothing arrives in a few minutes.</p>
        <Link to="/login" className="text-sm font-semibold text-accent hover:text-accent-strong">
          Back to login
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      <Button type="submit" size="lg" className="w-full" busy={busy} busyText="Sending...">
        Send Reset Link
      </Button>
    </form>
  );
}
