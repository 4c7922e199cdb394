import { Button } from '../../../components/ui/button';
import { AlertIcon } from '../../../components/ui/icons';
import { StatusMessage } from '../../../components/ui/status-message';
import { PageContainer } from '../../layout/page-container';

/** A shopping screen whose data did not load: what failed, why, and a retry. */
export function LoadError({ title, error, onRetry, retrying }: { title: string; error: Error; onRetry: () => unknown; retrying: boolean }) {
  return (
    <PageContainer>
      <StatusMessage
        tone="error"
        icon={<AlertIcon width={28} height={28} />}
        title={title}
        body={error.message}
        actions={
          <Button onClick={() => void onRetry()} busy={retrying} busyText="Trying again...">
            Try Again
          </Button>
        }
      />
    </PageContainer>
  );
}
