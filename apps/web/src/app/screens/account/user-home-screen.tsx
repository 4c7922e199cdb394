import { displayName } from '@kuber/shared';
import { AccountLinks } from '#web/features/account/components/account-links';
import { useSession } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '#web/app/layout/page-container';
import { useT } from '#web/i18n/i18n-provider';

/** /user and /dashboard: the signed-in shopper's home. */
export default function UserHomeScreen() {
  const t = useT();
  useDocumentTitle(t('account.title'));
  const { user } = useSession();
  return (
    <PageContainer className="max-w-5xl">
      <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">
        {t('account.namaste', { name: displayName(user) })}
      </h1>
      <p className="mt-1.5 text-sm text-zinc-600 sm:text-base">{t('account.welcome')}</p>
      <div className="mt-6">
        <AccountLinks />
      </div>
    </PageContainer>
  );
}
