import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { SignupForm } from '#web/features/auth/components/signup-form';
import { returnPath } from '#web/features/auth/return-path';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useT } from '#web/i18n/i18n-provider';

export default function SignupScreen() {
  const t = useT();
  useDocumentTitle(t('signup.title'));
  const [params] = useSearchParams();
  const back = returnPath(useLocation());
  return (
    <AuthCard
      title={t('signup.heading')}
      subtitle={t('signup.subtitle')}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link
            to={back ? `/login?redirect=${encodeURIComponent(back)}` : '/login'}
            className="font-semibold text-accent hover:text-accent-strong"
          >
            {t('signup.signIn')}
          </Link>
        </>
      }
    >
      <SignupForm referralCode={params.get('ref') ?? ''} />
    </AuthCard>
  );
}
