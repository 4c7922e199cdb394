import { PageSpinner } from '#web/components/ui/page-spinner';
import { AdminLoginFlow } from '#web/features/auth/components/admin-login-flow';
import { useSession } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';

export default function AdminLoginScreen() {
  useDocumentTitle('Admin Login');
  const { status } = useSession();
  // The flow decides from the restored session where an admin belongs, so it waits for it.
  return status === 'loading' ? <PageSpinner /> : <AdminLoginFlow />;
}
