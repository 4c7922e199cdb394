import { PROMO_CODE, registerSchema, type ReferralOutcome } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormTextField } from '#web/components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { notify } from '#web/lib/notify';
import { register } from '../api/register';
import { useFinishSignIn } from '../use-finish-sign-in';
import { PasswordField } from './password-field';
import { SubmitButton, type SubmitPhase } from './submit-button';
import { useRichT, useT, type MessageId } from '#web/i18n/i18n-provider';

const SIGNUP_DELAY_MS = 1500;
const LEGAL_LINK = 'font-semibold text-zinc-900 underline underline-offset-2 hover:text-accent';

/** What became of the referral code, in the shopper's language (the API says the same in English). */
function referralNews(
  t: (id: MessageId, values?: Record<string, string>) => string,
  referral: ReferralOutcome,
  phone: string,
): string {
  if (referral.code === PROMO_CODE) return t('signup.promoApplied', { code: PROMO_CODE });
  if (referral.applied) return t('signup.referralApplied');
  return t(referral.code === phone ? 'signup.referralOwnPhone' : 'signup.referralUnknown');
}

/** Sign-up with every rule of the shared schema; `referralCode` comes prefilled from ?ref=. */
export function SignupForm({ referralCode = '' }: { referralCode?: string }) {
  const t = useT();
  const rich = useRichT();
  const form = useZodForm(registerSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    referralCode,
  });
  const [busy, setBusy] = useState(false);
  const [referral, setReferral] = useState<{ applied: boolean; text: string } | null>(null);
  const { done, finish } = useFinishSignIn();
  const phase: SubmitPhase = done ? 'done' : busy ? 'busy' : 'idle';
  const formError = formErrorOf(form);

  const onSubmit = form.handleSubmit(async (data) => {
    if (phase !== 'idle') return;
    setBusy(true);
    try {
      const registration = await register(data);
      const outcome = registration.referral;
      const news = outcome && { applied: outcome.applied, text: referralNews(t, outcome, data.phone) };
      setReferral(news);
      // The page changes in a moment; a toast carries the news there.
      if (news && !news.applied) notify('warning', news.text);
      finish(registration, SIGNUP_DELAY_MS);
    } catch (error) {
      showServerError(form, error, t('signup.failed'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      {referral && (
        <p
          role="status"
          className={`rounded-md border px-3 py-2.5 text-sm leading-6 ${referral.applied ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
        >
          {referral.text}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <FormTextField
          control={form.control}
          name="firstName"
          label={t('signup.firstName')}
          autoComplete="given-name"
        />
        <FormTextField control={form.control} name="lastName" label={t('signup.lastName')} autoComplete="family-name" />
      </div>
      <FormTextField
        control={form.control}
        name="email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <FormTextField
        control={form.control}
        name="phone"
        label={t('signup.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('login.mobilePlaceholder')}
      />
      <PasswordField
        control={form.control}
        name="password"
        label={t('login.password')}
        autoComplete="new-password"
        hint={t('signup.passwordHint')}
      />
      <PasswordField
        control={form.control}
        name="confirmPassword"
        label={t('signup.confirmPassword')}
        autoComplete="new-password"
      />
      <FormTextField
        control={form.control}
        name="referralCode"
        label={t('signup.referralCode')}
        labelNote={t('signup.optional')}
        autoComplete="off"
        hint={t('signup.referralHint')}
      />
      <p className="text-xs leading-5 text-zinc-600">
        {rich('signup.agree', {
          terms: (text) => (
            <Link to="/terms" className={LEGAL_LINK}>
              {text}
            </Link>
          ),
          privacy: (text) => (
            <Link to="/privacy" className={LEGAL_LINK}>
              {text}
            </Link>
          ),
        })}
      </p>
      <SubmitButton
        phase={phase}
        labels={{ idle: t('signup.title'), busy: t('signup.creating'), done: t('signup.created') }}
      />
    </form>
  );
}
