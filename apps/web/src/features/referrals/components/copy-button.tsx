import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';

const COPIED_MS = 2000;

/**
 * Copies a text to the clipboard and says so on the button for a moment. Where the
 * browser has no clipboard to give (a page not served over HTTPS), the text is selected
 * in its box for the shopper to copy.
 */
export function CopyButton({ text, label, selectFallback }: { text: string; label: string; selectFallback: () => void }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      selectFallback();
      notify('info', 'Your browser did not let us copy it: it is selected, copy it from the box.');
    }
  };

  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-live="polite" className="shrink-0">
      {copied ? 'Copied!' : label}
    </Button>
  );
}
