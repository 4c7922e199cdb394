import { Link } from 'react-router';
import { Button, buttonStyles } from '../../components/ui/button';
import { AlertIcon, SearchIcon } from '../../components/ui/icons';
import { StatusMessage } from '../../components/ui/status-message';

/** A list that failed to load: say so, offer to try again or go home. */
export function ListingError({ title, body, onRetry }: { title: string; body: string; onRetry: () => void }) {
  return (
    <StatusMessage
      tone="error"
      icon={<AlertIcon width={28} height={28} />}
      title={title}
      body={body}
      actions={
        <>
          <Button onClick={onRetry}>Try Again</Button>
          <Link to="/" className={buttonStyles('secondary')}>
            Back to Home
          </Link>
        </>
      }
    />
  );
}

/** Spec: 'No products found' / 'Try adjusting your search or filter criteria'. */
export function NoProducts({ onClear }: { onClear?: () => void }) {
  return (
    <StatusMessage
      icon={<SearchIcon width={28} height={28} />}
      title="No products found"
      body="Try adjusting your search or filter criteria"
      actions={
        onClear ? (
          <Button variant="secondary" onClick={onClear}>
            Clear Filters
          </Button>
        ) : (
          <Link to="/shop" className={buttonStyles('secondary')}>
            Browse all products
          </Link>
        )
      }
    />
  );
}
