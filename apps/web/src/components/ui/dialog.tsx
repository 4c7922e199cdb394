import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useT } from '#web/i18n/i18n-provider';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'sheet' rises from the bottom edge (phone sort and filter); 'drawer' is the phone menu on the left. */
  variant?: 'center' | 'sheet' | 'drawer';
}

const placement = {
  center: 'inset-0 m-auto h-fit max-h-[85dvh] w-[calc(100%-2rem)] max-w-md rounded-xl',
  sheet: 'inset-x-0 bottom-0 top-auto mx-0 mb-0 mt-auto max-h-[85dvh] w-full max-w-none rounded-t-2xl',
  drawer: 'inset-y-0 left-0 my-0 ml-0 mr-auto h-dvh max-h-none w-80 max-w-[85vw]',
};

/**
 * Built on the native <dialog>: showModal() gives the focus trap, Escape to close
 * and an inert page behind for free.
 */
export function Dialog({ open, onClose, title, children, variant = 'center' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  // A dialog's content comes with its first opening and then stays, as a closed dialog's would: what it
  // started (a price slider's change, sent a moment after the last move) goes on after it closes.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    // Keep the page under the modal from scrolling on touch screens.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) landed on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`fixed overflow-y-auto bg-white p-0 text-zinc-900 shadow-2xl backdrop:bg-zinc-950/50 ${placement[variant]}`}
    >
      {/* Never opened, it is left out of the page: a page comes and hydrates without its closed dialogs' content. */}
      {opened && (
        <div className="p-5">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-2 rounded-md p-2 text-zinc-600 hover:text-zinc-900"
              aria-label={t('common.close')}
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
