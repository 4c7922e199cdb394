import { registerSchema, type ReferralOutcome } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormTextField } from '../../../components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { register } from '../api/register';
import { useFinishSignIn } from '../use-finish-sign-in';
import { PasswordField } from './password-field';
import { SubmitButton, type SubmitPhase } from './submit-button';

const SIGNUP_DELAY_MS = 1500;
const LABELS = { idle: 'Create Account', busy: 'Creating Account...', done: 'Account created!' };

/** Sign-up with every rule of the shared schema; `referralCode` comes prefilled from ?ref=. */
export function SignupForm({ referralCode = '' }: { referralCode?: string }) {
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
  const [referral, setReferral] = useState<ReferralOutcome | null>(null);
  const { done, finish } = useFinishSignIn();
  const phase: SubmitPhase = done ? 'done' : busy ? 'busy' : 'idle';
  const formError = formErrorOf(form);

  const onSubmit = form.handleSubmit(async (data) => {
    if (phase !== 'idle') return;
    setBusy(true);
    try {
      const registration = await register(data);
      setReferral(registration.referral);
      // The page changes in a moment; a toast carries the news there.
      if (registration.referral && !registration.referral.applied) notify('warning', registration.referral.message);
      finish(registration, SIGNUP_DELAY_MS);
    } catch (error) {
      showServerError(form, error, 'Registration failed');
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
          {referral.message}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <FormTextField control={form.control} name="firstName" label="First Name" autoComplete="given-name" />
        <FormTextField control={form.control} name="lastName" label="Last Name" autoComplete="family-name" />
      </div>
      <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      <FormTextField control={form.control} name="phone" label="Phone Number" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="10-digit mobile number" />
      <PasswordField
        control={form.control}
        name="password"
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters with uppercase, lowercase, a number and one of @$!%*?&"
      />
      <PasswordField control={form.control} name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
      <FormTextField
        control={form.control}
        name="referralCode"
        label="Referral Code"
        labelNote="(optional)"
        autoComplete="off"
        hint="A friend's 10-digit phone number, or a promo code"
      />
      <p className="text-xs leading-5 text-zinc-600">
        By creating an account you agree to our{' '}
        <Link to="/terms" className="font-semibold text-zinc-900 underline underline-offset-2 hover:text-accent">
          Terms &amp; Conditions
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="font-semibold text-zinc-900 underline underline-offset-2 hover:text-accent">
          Privacy Policy
        </Link>
        .
      </p>
      <SubmitButton phase={phase} labels={LABELS} />
    </form>
  );
}
