import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { notify } from '#web/lib/notify';
import { useT } from '#web/i18n/i18n-provider';

const COPIED_MS = 2000;

/**
 * Copies a text to the clipboard and says so on the button for a moment. Where the
 * browser has no clipboard to give (a page not served over HTTPS), the text is selected
 * in its box for the shopper to copy.
 */
export function CopyButton({
  text,
  label,
  selectFallback,
}: {
  text: string;
  label: string;
  selectFallback: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const t = useT();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      selectFallback();
      notify('info', t('referral.copyBlocked'));
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-live="polite" className="shrink-0">
      {copied ? t('referral.copied') : label}
    </Button>
  );
}
