import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function ResetPasswordScreen() {
  useDocumentTitle('Reset Password');
  const token = useSearchParams()[0].get('token');
  const askAgain = (
    <>
      Link expired?{' '}
      <Link to="/forgot-password" className="font-semibold text-accent hover:text-accent-strong">
        Ask for a new one
      </Link>
    </>
  );
  if (!token) {
    return (
      <AuthCard title="Reset your password">
        <div className="flex flex-col gap-5">
          <FormAlert>This reset link is invalid. Please open the link from the email again, or ask for a new one.</FormAlert>
          <Link to="/forgot-password" className={buttonStyles('primary', 'lg', 'w-full')}>
            Ask for a new link
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle="Pick a password you do not use anywhere else." footer={askAgain}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
