import { emailLoginSchema, phoneLoginSchema, type Session } from '@kuber/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormTextField } from '#web/components/ui/form-fields';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { loginWithEmail, loginWithPhone } from '../api/login';
import { useFinishSignIn } from '../use-finish-sign-in';
import { PasswordField } from './password-field';
import { SubmitButton, type SubmitPhase } from './submit-button';
import { useT } from '#web/i18n/i18n-provider';

const LOGIN_DELAY_MS = 1000;

type Method = 'phone' | 'email';

/** Shopper login: mobile number and password, or email and password on request. */
export function LoginForm() {
  const [method, setMethod] = useState<Method>('phone');
  const other: Method = method === 'phone' ? 'email' : 'phone';
  const t = useT();
  return (
    <>
      {method === 'phone' ? <PhoneLogin /> : <EmailLogin />}
      <button
        type="button"
        onClick={() => setMethod(other)}
        className="mt-4 w-full rounded-md py-2 text-center text-sm font-semibold text-accent hover:text-accent-strong"
      >
        {t(other === 'email' ? 'login.withEmail' : 'login.withMobile')}
      </button>
    </>
  );
}

function PhoneLogin() {
  const form = useZodForm(phoneLoginSchema, { phone: '', password: '' });
  const t = useT();
  const submit = useLoginSubmit(loginWithPhone, (error) => showServerError(form, error, t('login.failed')));
  const formError = formErrorOf(form);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit.run)} className="flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormTextField
        control={form.control}
        name="phone"
        label={t('login.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('login.mobilePlaceholder')}
      />
      <PasswordBlock>
        <PasswordField
          control={form.control}
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
        />
      </PasswordBlock>
      <SubmitButton
        phase={submit.phase}
        labels={{ idle: t('login.signIn'), busy: t('login.signingIn'), done: t('login.success') }}
      />
    </form>
  );
}

function EmailLogin() {
  const form = useZodForm(emailLoginSchema, { email: '', password: '' });
  const t = useT();
  const submit = useLoginSubmit(loginWithEmail, (error) => showServerError(form, error, t('login.failed')));
  const formError = formErrorOf(form);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit.run)} className="flex flex-col gap-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormTextField
        control={form.control}
        name="email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <PasswordBlock>
        <PasswordField
          control={form.control}
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
        />
      </PasswordBlock>
      <SubmitButton
        phase={submit.phase}
        labels={{ idle: t('login.signIn'), busy: t('login.signingIn'), done: t('login.success') }}
      />
    </form>
  );
}

/** The password field with 'Forgot password?' under it. */
function PasswordBlock({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div>
      {children}
      <div className="mt-2 text-right">
        <Link to="/forgot-password" className="text-sm font-semibold text-accent hover:text-accent-strong">
          {t('login.forgot')}
        </Link>
      </div>
    </div>
  );
}

/** Sends the credentials; the button runs idle → busy → done, or back to idle with the error shown. */
function useLoginSubmit<Body>(call: (body: Body) => Promise<Session>, showError: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const { done, finish } = useFinishSignIn();
  const phase: SubmitPhase = done ? 'done' : busy ? 'busy' : 'idle';
  async function run(body: Body) {
    if (phase !== 'idle') return;
    setBusy(true);
    try {
      finish(await call(body), LOGIN_DELAY_MS);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }
  return { phase, run };
}
