import { Link } from 'react-router';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useT } from '#web/i18n/i18n-provider';

export default function ForgotPasswordScreen() {
  const t = useT();
  useDocumentTitle(t('forgot.title'));
  return (
    <AuthCard
      title={t('forgot.heading')}
      subtitle={t('forgot.subtitle')}
      footer={
        <>
          {t('forgot.remembered')}{' '}
          <Link to="/login" className="font-semibold text-accent hover:text-accent-strong">
            {t('forgot.backToLogin')}
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
