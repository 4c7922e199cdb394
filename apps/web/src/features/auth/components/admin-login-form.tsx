import { emailLoginSchema, type Session } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormCheckboxField, FormTextField } from '#web/components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { loginAsAdmin } from '../api/login';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

const LABELS = { idle: 'Sign In', busy: 'Signing in...', done: 'Success!' };

interface AdminLoginFormProps {
  /** Called before the call is made, so the page knows the next session is this form's doing. */
  onStart: () => void;
  onSignedIn: (session: Session) => void;
  onFailed: () => void;
  done: boolean;
}

export function AdminLoginForm({ onStart, onSignedIn, onFailed, done }: AdminLoginFormProps) {
  const form = useZodForm(emailLoginSchema, { email: '', password: '', rememberMe: false });
  const [busy, setBusy] = useState(false);
  const formError = formErrorOf(form);

  const onSubmit = form.handleSubmit(async ({ email, password, rememberMe = false }) => {
    if (busy || done) return;
    setBusy(true);
    onStart();
    try {
      onSignedIn(await loginAsAdmin({ email, password, rememberMe }));
    } catch (error) {
      showServerError(form, error, 'Admin login failed');
      onFailed();
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        placeholder="admin@example.com"
      />
      <PasswordField control={form.control} name="password" label="Password" autoComplete="current-password" />
      <div className="flex items-center justify-between gap-4">
        <FormCheckboxField control={form.control} name="rememberMe" label="Remember me" />
        <Link to="/forgot-password" className="text-sm font-semibold text-accent hover:text-accent-strong">
          Forgot password?
        </Link>
      </div>
      <SubmitButton phase={done ? 'done' : busy ? 'busy' : 'idle'} labels={LABELS} />
    </form>
  );
}
