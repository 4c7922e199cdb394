import type { Order } from '@kuber/shared';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { useT } from '#web/i18n/i18n-provider';
import {
  downloadOrderDocument,
  useOrderDocuments,
  type DocumentChoice,
  type DocumentsScope,
} from '../api/get-order-documents';

const linkClass =
  'text-left text-sm font-semibold text-accent underline-offset-2 hover:underline disabled:cursor-wait disabled:opacity-60';

/** A document of the order's list: its label, the choice that saves it, and when it was issued (for the order shown). */
interface Entry {
  key: string;
  issuedAt: string;
  choice?: DocumentChoice;
  label: ReactNode;
}

/**
 * The order's invoices and credit notes, each saved as a PDF, in the order issued: an invoice that
 * a credit note cancelled before the order was opened again, that credit note, then the live
 * invoice and any credit note against it; in `gst` mode, a word on when the invoice comes.
 */
export function OrderDocumentsList({ order, scope }: { order: Order; scope: DocumentsScope }) {
  const t = useT();
  const documents = useOrderDocuments(scope, order.id, order.version);
  const [saving, setSaving] = useState<string | null>(null);
  const data = documents.data;
  if (!data) return null;
  const save = async (key: string, choice?: DocumentChoice) => {
    setSaving(key);
    try {
      await downloadOrderDocument(scope, order.id, choice);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(null);
    }
  };
  const entries: Entry[] = [
    ...data.invoices
      .filter((invoice) => invoice.number !== data.invoice?.number)
      .map((invoice) => ({
        key: `invoice-${invoice.id}`,
        issuedAt: invoice.issuedAt,
        choice: { invoiceId: invoice.id },
        label: t('orders.downloadEarlierInvoice', { number: invoice.number }),
      })),
    ...(data.invoice
      ? [
          {
            key: 'invoice',
            // An `added` order's bill has no date of its own: it comes first.
            issuedAt: data.invoice.issuedAt ?? '',
            label: (
              <>
                {t('orders.downloadInvoice')}
                {data.invoice.number && <span className="ml-1 font-normal text-zinc-600">{data.invoice.number}</span>}
              </>
            ),
          },
        ]
      : []),
    ...data.creditNotes.map((note) => ({
      key: `note-${note.id}`,
      issuedAt: note.issuedAt,
      choice: { creditNoteId: note.id },
      label: t('orders.downloadCreditNote', { number: note.number }),
    })),
  ].sort((a, b) => a.issuedAt.localeCompare(b.issuedAt));
  return (
    <div className="mt-3 flex flex-col gap-1.5 border-t border-zinc-100 pt-3">
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className={linkClass}
          disabled={saving !== null}
          onClick={() => void save(entry.key, entry.choice)}
        >
          {entry.label}
        </button>
      ))}
      {!data.invoice && order.status !== 'CANCELLED' && (
        <p className="text-xs text-zinc-600">{t('orders.invoiceLater')}</p>
      )}
    </div>
  );
}
