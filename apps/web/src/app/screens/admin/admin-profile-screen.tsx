import { ProfileDetails } from '#web/features/account/components/profile-details';
import { TwoStepCard } from '#web/features/auth/components/two-step-card';
import { useSession } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';

export default function AdminProfileScreen() {
  useDocumentTitle('Admin Profile');
  // RequireAdmin renders admin screens only with a session.
  const user = useSession().user!;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Admin Profile</h1>
      <ProfileDetails userId={user.id} />
      <TwoStepCard userId={user.id} />
    </div>
  );
}
