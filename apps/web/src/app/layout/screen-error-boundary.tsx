import { Component, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { AlertIcon } from '#web/components/ui/icons';
import { StatusMessage } from '#web/components/ui/status-message';
import { useT } from '#web/i18n/i18n-provider';

interface State {
  failed: boolean;
}

/**
 * Last line of defence for a screen that throws while rendering, or whose code fails
 * to download (for instance after a new release replaced the files). The shell keeps
 * its header and footer; the parent remounts this per address, so moving on recovers.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailed />;
  }
}

function ScreenFailed() {
  const t = useT();
  return (
    <StatusMessage
      tone="error"
      icon={<AlertIcon width={28} height={28} />}
      title={t('home.errorTitle')}
      body={t('screenError.body')}
      actions={<Button onClick={() => window.location.reload()}>{t('update.reload')}</Button>}
    />
  );
}
