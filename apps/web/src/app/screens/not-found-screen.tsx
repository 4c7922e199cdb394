import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { SearchIcon } from '../../components/ui/icons';
import { StatusMessage } from '../../components/ui/status-message';
import { SearchForm } from '../../features/search/components/search-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageContainer } from '../layout/page-container';

/** The store's 'Page not found' screen, for unknown addresses and unknown categories. */
export function NotFound() {
  useDocumentTitle('Page Not Found');
  return (
    <PageContainer>
      <StatusMessage
        icon={<SearchIcon width={28} height={28} />}
        title="Page not found"
        body="The page you're looking for doesn't exist or may have moved. Try a search, or carry on shopping."
        actions={
          <div className="flex w-full flex-col items-center gap-4">
            <SearchForm className="w-full max-w-sm" />
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/" className={buttonStyles('primary')}>
                Back to Home
              </Link>
              <Link to="/shop" className={buttonStyles('secondary')}>
                Shop All Products
              </Link>
            </div>
          </div>
        }
      />
    </PageContainer>
  );
}

export default NotFound;
