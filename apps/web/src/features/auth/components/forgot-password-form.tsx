import { recoverSchema } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormTextField } from '#web/components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { requestPasswordReset } from '../api/password-reset';
import { useT } from '#web/i18n/i18n-provider';

/** Asks for a reset link; the server answers alike for known and unknown emails, and that answer is shown. */
export function ForgotPasswordForm() {
  const form = useZodForm(recoverSchema, { email: '' });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const formError = formErrorOf(form);
  const t = useT();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setBusy(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      showServerError(form, error, t('forgot.failed'));
    } finally {
      setBusy(false);
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">{t('forgot.sent')}</FormAlert>
        <p className="text-sm leading-6 text-zinc-600">{t('forgot.linkNote')}</p>
        <Link to="/login" className="text-sm font-semibold text-accent hover:text-accent-strong">
          {t('forgot.backToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormTextField
        control={form.control}
        name="email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <Button type="submit" size="lg" className="w-full" busy={busy} busyText={t('forgot.sending')}>
        {t('forgot.send')}
      </Button>
    </form>
  );
}
