import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SocialLoginButtons } from '../../../features/auth/components/social-login-buttons';
import { returnPath } from '../../../features/auth/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function LoginScreen() {
  useDocumentTitle('Login');
  const back = returnPath(useLocation());
  return (
    <AuthCard
      title="Login"
      subtitle="Sign in with your mobile number and password."
      footer={
        <>
          New to Kuber Fashion?{' '}
          <Link to={back ? `/signup?redirect=${encodeURIComponent(back)}` : '/signup'} className="font-semibold text-accent hover:text-accent-strong">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
      <SocialLoginButtons />
    </AuthCard>
  );
}
