import { emailLoginSchema, phoneLoginSchema, type Session } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { useSchemaForm, type FieldProps } from '../../../lib/use-schema-form';
import { loginWithEmail, loginWithPhone } from '../api/login';
import { useFinishSignIn } from '../use-finish-sign-in';
import { PasswordField } from './password-field';
import { SubmitButton, type SubmitPhase } from './submit-button';

const LOGIN_DELAY_MS = 1000;
const LABELS = { idle: 'Sign In', busy: 'Signing in...', done: 'Success!' };

type Method = 'phone' | 'email';

/** Shopper login: mobile number and password (spec), or email and password on request. */
export function LoginForm() {
  const [method, setMethod] = useState<Method>('phone');
  const other: Method = method === 'phone' ? 'email' : 'phone';
  return (
    <>
      {method === 'phone' ? <PhoneLogin /> : <EmailLogin />}
      <button type="button" onClick={() => setMethod(other)} className="mt-4 w-full rounded-md py-2 text-center text-sm font-semibold text-accent hover:text-accent-strong">
        {other === 'email' ? 'Log in with email instead' : 'Log in with mobile number instead'}
      </button>
    </>
  );
}

function PhoneLogin() {
  const form = useSchemaForm(phoneLoginSchema, { phone: '', password: '' });
  const submit = useLoginSubmit(loginWithPhone, form.showError);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit.run)} className="flex flex-col gap-4">
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField label="Mobile Number" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="10-digit mobile number" {...form.field('phone')} />
      <PasswordBlock field={form.field('password')} />
      <SubmitButton phase={submit.phase} labels={LABELS} />
    </form>
  );
}

function EmailLogin() {
  const form = useSchemaForm(emailLoginSchema, { email: '', password: '' });
  const submit = useLoginSubmit(loginWithEmail, form.showError);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit.run)} className="flex flex-col gap-4">
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.field('email')} />
      <PasswordBlock field={form.field('password')} />
      <SubmitButton phase={submit.phase} labels={LABELS} />
    </form>
  );
}

function PasswordBlock({ field }: { field: FieldProps }) {
  return (
    <div>
      <PasswordField label="Password" autoComplete="current-password" {...field} />
      <div className="mt-2 text-right">
        <Link to="/forgot-password" className="text-sm font-semibold text-accent hover:text-accent-strong">
          Forgot password?
        </Link>
      </div>
    </div>
  );
}

/** Sends the credentials; the button runs idle → busy → done, or back to idle with the error shown. */
function useLoginSubmit<Body>(call: (body: Body) => Promise<Session>, showError: (error: unknown, fallback: string) => void) {
  const [busy, setBusy] = useState(false);
  const { done, finish } = useFinishSignIn();
  const phase: SubmitPhase = done ? 'done' : busy ? 'busy' : 'idle';
  async function run(body: Body) {
    if (phase !== 'idle') return;
    setBusy(true);
    try {
      finish(await call(body), LOGIN_DELAY_MS);
    } catch (error) {
      showError(error, 'Login failed');
    } finally {
      setBusy(false);
    }
  }
  return { phase, run };
}
