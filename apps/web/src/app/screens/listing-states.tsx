import { Link } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { AlertIcon, SearchIcon } from '#web/components/ui/icons';
import { StatusMessage } from '#web/components/ui/status-message';
import { useT } from '#web/i18n/i18n-provider';

/** A list that failed to load: say so, offer to try again or go home. */
export function ListingError({ title, body, onRetry }: { title: string; body: string; onRetry: () => void }) {
  const t = useT();
  return (
    <StatusMessage
      tone="error"
      icon={<AlertIcon width={28} height={28} />}
      title={title}
      body={body}
      actions={
        <>
          <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
          <Link to="/" className={buttonStyles('secondary')}>
            {t('common.backToHome')}
          </Link>
        </>
      }
    />
  );
}

/** 'No products found' / 'Try adjusting your search or filter criteria'. */
export function NoProducts({ onClear }: { onClear?: () => void }) {
  const t = useT();
  return (
    <StatusMessage
      icon={<SearchIcon width={28} height={28} />}
      title={t('listing.noProducts')}
      body={t('listing.noProductsBody')}
      actions={
        onClear ? (
          <Button variant="secondary" onClick={onClear}>
            {t('listing.clearFilters')}
          </Button>
        ) : (
          <Link to="/shop" className={buttonStyles('secondary')}>
            {t('listing.browseAll')}
          </Link>
        )
      }
    />
  );
}
