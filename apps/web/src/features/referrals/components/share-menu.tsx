import { useEffect, useId, useRef, useState } from 'react';
import { buttonStyles } from '#web/components/ui/button';
import { WhatsAppIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';

interface ShareMenuProps {
  /** The invitation: a sentence with the code and the link. */
  text: string;
  link: string;
  subject: string;
}

const itemClass =
  'flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-zinc-800 hover:bg-zinc-50 hover:text-accent focus:bg-zinc-50 focus:text-accent focus:outline-none';

/**
 * Share: the phone's own share sheet where the browser has one, WhatsApp and email
 * Closes on a choice, Escape or a click outside.
 */
export function ShareMenu({ text, link, subject }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const t = useT();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const systemShare = async () => {
    setOpen(false);
    // A shopper closing the sheet without choosing is no failure to report.
    await navigator.share({ title: subject, text, url: link }).catch(() => undefined);
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (!open) return;
        const items = Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
        const at = items.indexOf(document.activeElement as HTMLElement);
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          items[(at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
        } else if (event.key === 'Escape') {
          setOpen(false);
          button.current?.focus();
        } else if (event.key === 'Tab') setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={buttonStyles('primary', 'md', 'w-full sm:w-auto')}
      >
        {t('referral.share')}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('referral.shareWith')}
          className="absolute left-0 z-30 mt-2 w-56 overflow-hidden rounded-lg border border-zinc-200 bg-white py-1 shadow-lg sm:right-0 sm:left-auto"
        >
          {canShare && (
            <button type="button" role="menuitem" className={itemClass} onClick={systemShare}>
              {t('referral.moreApps')}
            </button>
          )}
          <a
            role="menuitem"
            className={itemClass}
            href={`https://wa.me/?text=${encodeURIComponent(text)}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
          >
            <WhatsAppIcon width={18} height={18} className="text-emerald-600" />
            WhatsApp
          </a>
          <a
            role="menuitem"
            className={itemClass}
            href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`}
            onClick={() => setOpen(false)}
          >
            {t('referral.email')}
          </a>
        </div>
      )}
    </div>
  );
}
