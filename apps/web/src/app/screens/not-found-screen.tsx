import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { SearchIcon } from '#web/components/ui/icons';
import { StatusMessage } from '#web/components/ui/status-message';
import { SearchForm } from '#web/features/search/components/search-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../layout/page-container';
import { useT } from '#web/i18n/i18n-provider';

/** The store's 'Page not found' screen, for unknown addresses and unknown categories. */
export function NotFound() {
  const t = useT();
  useDocumentTitle(t('notFound.title'));
  return (
    <PageContainer>
      <StatusMessage
        icon={<SearchIcon width={28} height={28} />}
        title={t('notFound.heading')}
        body={t('notFound.body')}
        actions={
          <div className="flex w-full flex-col items-center gap-4">
            <SearchForm className="w-full max-w-sm" />
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/" className={buttonStyles('primary')}>
                {t('common.backToHome')}
              </Link>
              <Link to="/shop" className={buttonStyles('secondary')}>
                {t('notFound.shopAll')}
              </Link>
            </div>
          </div>
        }
      />
    </PageContainer>
  );
}

export default NotFound;
