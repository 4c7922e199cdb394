import { resetPasswordSchema } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { formErrorOf, showServerError, useZodForm } from '../../../lib/form';
import { resetPassword } from '../api/password-reset';
import { PasswordField } from './password-field';

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(resetPasswordSchema, { token, password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // The token has no field of its own: a link that is not one can only be reported for the form.
  const formError = formErrorOf(form) ?? form.formState.errors.token?.message;

  const onSubmit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      setDone(await resetPassword(data));
    } catch (error) {
      showServerError(form, error, 'Could not change the password');
    } finally {
      setBusy(false);
    }
  });

  if (done) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">{done}</FormAlert>
        <Link to="/login" className={buttonStyles('primary', 'lg', 'w-full')}>
          Log in
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <PasswordField
        control={form.control}
        name="password"
        label="New Password"
        autoComplete="new-password"
        hint="At least 8 characters with uppercase, lowercase, a number and one of @$!%*?&"
      />
      <PasswordField control={form.control} name="confirmPassword" label="Confirm New Password" autoComplete="new-password" />
      <Button type="submit" size="lg" className="w-full" busy={busy} busyText="Saving...">
        Set New Password
      </Button>
    </form>
  );
}
