// @vitest-environment happy-dom
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Order, OrderDocuments } from '@kuber/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '#web/i18n/en.json';
import { LanguageProvider, type Catalogue } from '#web/i18n/i18n-provider';
import { request } from '#web/lib/api';
import { downloadFile } from '#web/lib/download-file';
import { OrderDocumentsList } from './order-documents';

vi.mock('#web/lib/session', () => ({}));
vi.mock('#web/lib/download-file', () => ({ downloadFile: vi.fn() }));
vi.mock('#web/lib/api', async (actual) => ({ ...(await actual<typeof import('#web/lib/api')>()), request: vi.fn() }));

const messages = Object.fromEntries(Object.entries(en).map(([id, text]) => [id, parse(text)])) as Catalogue;

/** An order cancelled after its first invoice, opened again and confirmed: a second invoice is live. */
const documents: OrderDocuments = {
  taxMode: 'gst',
  invoice: { number: 'INV/26-27/000012', issuedAt: '2026-11-20T10:00:00.000Z' },
  invoices: [
    { id: 3, number: 'INV/26-27/000007', issuedAt: '2026-11-18T10:00:00.000Z', credited: true },
    { id: 5, number: 'INV/26-27/000012', issuedAt: '2026-11-20T10:00:00.000Z', credited: false },
  ],
  creditNotes: [
    {
      id: 4,
      number: 'CN/26-27/000002',
      amount: 2999,
      reason: 'Order cancelled',
      issuedAt: '2026-11-19T10:00:00.000Z',
      invoiceNumber: 'INV/26-27/000007',
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.mocked(request).mockReset();
  vi.mocked(downloadFile).mockReset();
});

function show() {
  vi.mocked(request).mockResolvedValue(documents as never);
  const order = { id: 7, status: 'CONFIRMED', version: 4 } as Order;
  render(
    <LanguageProvider initial={{ language: 'en', messages }}>
      <QueryClientProvider client={new QueryClient()}>
        <OrderDocumentsList order={order} scope="shopper" />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return userEvent.setup();
}

describe('an order’s documents', () => {
  it('lists the invoice a credit note cancelled, the live invoice and the credit note, each saved from its own address', async () => {
    const user = show();
    const earlier = await screen.findByRole('button', {
      name: 'Earlier invoice INV/26-27/000007, cancelled by its credit note (PDF)',
    });
    const live = screen.getByRole('button', { name: 'Download invoice (PDF) INV/26-27/000012' });
    const note = screen.getByRole('button', { name: 'Credit note CN/26-27/000002 (PDF)' });
    // In the order issued: the first invoice, the credit note that cancelled it, the live invoice.
    expect(screen.getAllByRole('button')).toEqual([earlier, note, live]);

    await user.click(earlier);
    expect(downloadFile).toHaveBeenLastCalledWith('/api/orders/7/invoices/3', 'application/pdf', 'invoice-7.pdf');
    await user.click(live);
    expect(downloadFile).toHaveBeenLastCalledWith('/api/orders/7/invoice', 'application/pdf', 'invoice-7.pdf');
    await user.click(note);
    expect(downloadFile).toHaveBeenLastCalledWith('/api/orders/7/credit-notes/4', 'application/pdf', 'invoice-7.pdf');
  });
});
