import { Button } from '#web/components/ui/button';
import { AlertIcon } from '#web/components/ui/icons';
import { StatusMessage } from '#web/components/ui/status-message';
import { PageContainer } from '#web/app/layout/page-container';
import { useT } from '#web/i18n/i18n-provider';

/** A shopping screen whose data did not load: what failed, why, and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => unknown;
  retrying: boolean;
}) {
  const t = useT();
  return (
    <PageContainer>
      <StatusMessage
        tone="error"
        icon={<AlertIcon width={28} height={28} />}
        title={title}
        body={error.message}
        actions={
          <Button onClick={() => void onRetry()} busy={retrying} busyText={t('common.tryingAgain')}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    </PageContainer>
  );
}

/** Above a screen shown from the copy kept in this browser because the server failed: said quietly, with a retry. */
export function KeptCopyNote({ onRetry, retrying }: { onRetry: () => unknown; retrying: boolean }) {
  const t = useT();
  return (
    <PageContainer className="pb-0">
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        <p>{t('common.keptCopy')}</p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void onRetry()}
          busy={retrying}
          busyText={t('common.tryingAgain')}
        >
          {t('common.tryAgain')}
        </Button>
      </div>
    </PageContainer>
  );
}
