import type { Order } from '@kuber/shared';
import { useState } from 'react';
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

/**
 * The order's invoices and credit notes, each saved as a PDF, in the order issued: an invoice that a
 * credit note cancelled before the order was opened again first, then the live one; in `gst` mode,
 * a word on when the invoice comes.
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
  return (
    <div className="mt-3 flex flex-col gap-1.5 border-t border-zinc-100 pt-3">
      {data.invoices
        .filter((invoice) => invoice.number !== data.invoice?.number)
        .map((invoice) => (
          <button
            key={invoice.id}
            type="button"
            className={linkClass}
            disabled={saving !== null}
            onClick={() => void save(`invoice-${invoice.id}`, { invoiceId: invoice.id })}
          >
            {t('orders.downloadEarlierInvoice', { number: invoice.number })}
          </button>
        ))}
      {data.invoice ? (
        <button type="button" className={linkClass} disabled={saving !== null} onClick={() => void save('invoice')}>
          {t('orders.downloadInvoice')}
          {data.invoice.number && <span className="ml-1 font-normal text-zinc-600">{data.invoice.number}</span>}
        </button>
      ) : (
        order.status !== 'CANCELLED' && <p className="text-xs text-zinc-600">{t('orders.invoiceLater')}</p>
      )}
      {data.creditNotes.map((note) => (
        <button
          key={note.id}
          type="button"
          className={linkClass}
          disabled={saving !== null}
          onClick={() => void save(`note-${note.id}`, { creditNoteId: note.id })}
        >
          {t('orders.downloadCreditNote', { number: note.number })}
        </button>
      ))}
    </div>
  );
}
