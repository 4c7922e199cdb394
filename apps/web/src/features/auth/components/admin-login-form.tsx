import { emailLoginSchema, type Session } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm } from '../../../lib/use-schema-form';
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
  const form = useSchemaForm(emailLoginSchema, { email: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    if (busy || done) return;
    setBusy(true);
    onStart();
    try {
      onSignedIn(await loginAsAdmin({ email, password, rememberMe }));
    } catch (error) {
      form.showError(error, 'Admin login failed');
      onFailed();
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField label="Email" type="email" autoComplete="username" placeholder="admin@example.com" {...form.field('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <div className="flex items-center justify-between gap-4">
        <label className="flex items-center gap-2 text-sm text-zinc-800">
          <input type="checkbox" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} className="size-4 accent-accent" />
          Remember me
        </label>
        <Link to="/forgot-password" className="text-sm font-semibold text-accent hover:text-accent-strong">
          Forgot password?
        </Link>
      </div>
      <SubmitButton phase={done ? 'done' : busy ? 'busy' : 'idle'} labels={LABELS} />
    </form>
  );
}
