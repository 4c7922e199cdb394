import { registerSchema } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { register } from '../api/register';
import { useFinishSignIn } from '../use-finish-sign-in';
import { PasswordField } from './password-field';
import { SubmitButton, type SubmitPhase } from './submit-button';

const SIGNUP_DELAY_MS = 1500;
const LABELS = { idle: 'Create Account', busy: 'Creating Account...', done: 'Account created!' };

/** Sign-up with every rule of the shared schema; `referralCode` comes prefilled from ?ref=. */
export function SignupForm({ referralCode = '' }: { referralCode?: string }) {
  const form = useSchemaForm(registerSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    referralCode,
  });
  const [busy, setBusy] = useState(false);
  const { done, finish } = useFinishSignIn();
  const phase: SubmitPhase = done ? 'done' : busy ? 'busy' : 'idle';

  const onSubmit = form.handleSubmit(async (data) => {
    if (phase !== 'idle') return;
    setBusy(true);
    try {
      finish(await register(data), SIGNUP_DELAY_MS);
    } catch (error) {
      form.showError(error, 'Registration failed');
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      <TextField label="Phone Number" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="10-digit mobile number" {...form.field('phone')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters with uppercase, lowercase, a number and one of @$!%*?&"
        {...form.field('password')}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...form.field('confirmPassword')} />
      <TextField
        label="Referral Code"
        labelNote="(optional)"
        autoComplete="off"
        hint="A friend's 10-digit phone number, or a promo code"
        {...form.field('referralCode')}
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
