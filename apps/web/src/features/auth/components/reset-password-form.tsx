import { resetPasswordSchema } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { resetPassword } from '../api/password-reset';
import { PasswordField } from './password-field';
import { useSchemaMessage, useT } from '#web/i18n/i18n-provider';

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(resetPasswordSchema, { token, password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const t = useT();
  // The token has no field of its own: a link that is not one can only be reported for the form.
  const tokenError = useSchemaMessage(form.formState.errors.token?.message);
  const formError = formErrorOf(form) ?? tokenError;

  const onSubmit = form.handleSubmit(async (data) => {
    setBusy(true);
    try {
      await resetPassword(data);
      setDone(true);
    } catch (error) {
      showServerError(form, error, t('reset.failed'));
    } finally {
      setBusy(false);
    }
  });

  if (done) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">{t('reset.done')}</FormAlert>
        <Link to="/login" className={buttonStyles('primary', 'lg', 'w-full')}>
          {t('reset.login')}
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
        label={t('reset.newPassword')}
        autoComplete="new-password"
        hint={t('signup.passwordHint')}
      />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        label={t('reset.confirm')}
        autoComplete="new-password"
      />
      <Button type="submit" size="lg" className="w-full" busy={busy} busyText={t('reset.saving')}>
        {t('reset.set')}
      </Button>
    </form>
  );
}
