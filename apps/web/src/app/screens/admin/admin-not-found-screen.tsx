import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { SearchIcon } from '#web/components/ui/icons';
import { StatusMessage } from '#web/components/ui/status-message';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** An /admin/* address with no screen: said inside the admin layout, with the way back to the dashboard. */
export default function AdminNotFoundScreen() {
  useDocumentTitle('Page Not Found');
  return (
    <StatusMessage
      icon={<SearchIcon width={28} height={28} />}
      title="Page not found"
      body="There is no admin screen at this address. Pick one from the menu, or go back to the dashboard."
      actions={
        <Link to="/admin/dashboard" className={buttonStyles('primary')}>
          Back to Dashboard
        </Link>
      }
    />
  );
}
