import { ProfileDetails } from '#web/features/account/components/profile-details';
import { useSession } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '#web/app/layout/page-container';
import { useT } from '#web/i18n/i18n-provider';

export default function ProfileScreen() {
  const t = useT();
  useDocumentTitle(t('menu.myProfile'));
  const { user } = useSession();
  return (
    <PageContainer className="max-w-5xl">
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-zinc-900">{t('menu.myProfile')}</h1>
      {/* The route guard only renders this with a session. */}
      {user && <ProfileDetails userId={user.id} />}
    </PageContainer>
  );
}
