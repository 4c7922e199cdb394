import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { downloadFile } from '#web/lib/download-file';
import { ORDERS_KEY } from './get-my-orders';

/** Where an order's documents are: the shopper's own (`/orders`), or any order's for the admins (`/admin/orders`). */
export type DocumentsScope = 'shopper' | 'admin';
const base = (scope: DocumentsScope, orderId: number) => `${scope === 'admin' ? '/admin' : ''}/orders/${orderId}`;

/** An order's invoice (once issued) and credit notes. */
export function getOrderDocuments(scope: DocumentsScope, orderId: number, signal?: AbortSignal) {
  return request(`${base(scope, orderId)}/documents`, 'orderDocuments', { signal });
}

export const orderDocumentsQueryOptions = (scope: DocumentsScope, orderId: number, version?: number) =>
  queryOptions({
    // The order's version in the key: a confirmation or a cancellation may have issued a document.
    queryKey: [...ORDERS_KEY, 'documents', scope, orderId, version],
    queryFn: ({ signal }) => getOrderDocuments(scope, orderId, signal),
  });

export function useOrderDocuments(scope: DocumentsScope, orderId: number, version?: number) {
  return useQuery(orderDocumentsQueryOptions(scope, orderId, version));
}

/** Which document to save: the live invoice (neither id), one of its numbered invoices, or a credit note. */
export interface DocumentChoice {
  invoiceId?: number;
  creditNoteId?: number;
}

/** Saves the order's invoice (its live one, or an earlier one by id), or one of its credit notes, as a PDF. */
export function downloadOrderDocument(scope: DocumentsScope, orderId: number, choice: DocumentChoice = {}) {
  const path = choice.creditNoteId
    ? `credit-notes/${choice.creditNoteId}`
    : choice.invoiceId
      ? `invoices/${choice.invoiceId}`
      : 'invoice';
  return downloadFile(`/api${base(scope, orderId)}/${path}`, 'application/pdf', `invoice-${orderId}.pdf`);
}
