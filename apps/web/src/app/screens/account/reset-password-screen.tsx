import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useT } from '#web/i18n/i18n-provider';

export default function ResetPasswordScreen() {
  const t = useT();
  useDocumentTitle(t('reset.title'));
  const token = useSearchParams()[0].get('token');
  const askAgain = (
    <>
      {t('reset.expired')}{' '}
      <Link to="/forgot-password" className="font-semibold text-accent hover:text-accent-strong">
        {t('reset.askNew')}
      </Link>
    </>
  );
  if (!token) {
    return (
      <AuthCard title={t('reset.heading')}>
        <div className="flex flex-col gap-5">
          <FormAlert>{t('reset.invalid')}</FormAlert>
          <Link to="/forgot-password" className={buttonStyles('primary', 'lg', 'w-full')}>
            {t('reset.askNewLink')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.choose')} subtitle={t('reset.subtitle')} footer={askAgain}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
