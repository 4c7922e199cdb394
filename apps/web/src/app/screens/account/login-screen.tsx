import { Link, useLocation } from 'react-router';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { LoginForm } from '#web/features/auth/components/login-form';
import { SocialLoginButtons } from '#web/features/auth/components/social-login-buttons';
import { returnPath } from '#web/features/auth/return-path';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useT } from '#web/i18n/i18n-provider';

export default function LoginScreen() {
  const t = useT();
  useDocumentTitle(t('header.login'));
  const back = returnPath(useLocation());
  return (
    <AuthCard
      title={t('header.login')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.newHere')}{' '}
          <Link
            to={back ? `/signup?redirect=${encodeURIComponent(back)}` : '/signup'}
            className="font-semibold text-accent hover:text-accent-strong"
          >
            {t('login.createAnAccount')}
          </Link>
        </>
      }
    >
      <LoginForm />
      <SocialLoginButtons />
    </AuthCard>
  );
}
