import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { returnPath } from '../../../features/auth/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';

export default function SignupScreen() {
  useDocumentTitle('Create Account');
  const [params] = useSearchParams();
  const back = returnPath(useLocation());
  return (
    <AuthCard
      title="Create your account"
      subtitle="Shop the latest styles, keep a wishlist and earn coupons by inviting friends."
      footer={
        <>
          Already have an account?{' '}
          <Link to={back ? `/login?redirect=${encodeURIComponent(back)}` : '/login'} className="font-semibold text-accent hover:text-accent-strong">
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm referralCode={params.get('ref') ?? ''} />
    </AuthCard>
  );
}
