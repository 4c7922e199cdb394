import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way out, worded so it cannot be mistaken for the action ('Keep my order', not 'Cancel'). */
  dismissLabel: string;
  /** While the confirmed action runs; the dialog stays open until the caller closes it. */
  busy?: boolean;
  busyText?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Are you sure?' before a destructive action (clear cart, clear wishlist, cancel an order). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  dismissLabel,
  busy = false,
  busyText,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <div className="text-sm leading-6 text-zinc-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {dismissLabel}
        </Button>
        <Button onClick={onConfirm} busy={busy} busyText={busyText}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
