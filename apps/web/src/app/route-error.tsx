import { MESSAGES } from '@kuber/shared';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { AlertIcon } from '../components/ui/icons';
import { StatusMessage } from '../components/ui/status-message';

/**
 * Last line of defence for a screen that throws while rendering, or a screen's code
 * that fails to download (for instance after a new release replaced the files).
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <StatusMessage
      tone="error"
      icon={<AlertIcon width={28} height={28} />}
      title={MESSAGES.homeErrorTitle}
      body="This page could not be shown. Reloading usually fixes it."
      actions={<Button onClick={() => window.location.reload()}>Reload</Button>}
    />
  );
}
