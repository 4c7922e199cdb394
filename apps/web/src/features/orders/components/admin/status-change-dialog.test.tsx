// @vitest-environment happy-dom
import { parse } from '@formatjs/icu-messageformat-parser';
import type { AdminOrder, AdminOrderRow } from '@kuber/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#web/i18n/en.json';
import { LanguageProvider, type Catalogue } from '#web/i18n/i18n-provider';
import { ApiError, request } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { OrderStatusSelect } from './order-status-select';
import { StatusChangeForm } from './status-change-form';

vi.mock('#web/lib/session', () => ({}));
vi.mock('#web/lib/notify', () => ({ notify: vi.fn() }));
vi.mock('#web/lib/api', async (actual) => ({ ...(await actual<typeof import('#web/lib/api')>()), request: vi.fn() }));

const messages = Object.fromEntries(Object.entries(en).map(([id, text]) => [id, parse(text)])) as Catalogue;

const row: AdminOrderRow = {
  id: 7,
  orderNumber: 'KF10000007',
  userEmail: 'asha@example.in',
  customerName: 'Asha Verma',
  status: 'PENDING',
  totalAmount: 1299,
  totalItems: 1,
  paymentMethod: 'COD',
  paymentStatus: 'PENDING',
  paymentReference: null,
  paymentIssue: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  version: 3,
};

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  vi.mocked(request).mockImplementation(
    async (_path, _answer, options) => ({ ...row, ...(options?.body as object), history: [] }) as never,
  );
});
afterEach(() => {
  cleanup();
  vi.mocked(request).mockReset();
  vi.mocked(notify).mockReset();
});

function show(children: ReactNode) {
  render(
    <LanguageProvider initial={{ language: 'en', messages }}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </LanguageProvider>,
  );
  return userEvent.setup();
}

const select = () => screen.getByRole('combobox', { name: 'Status of order KF10000007' });

describe('changing an order’s status from the list', () => {
  it('asks first, naming the order and the status, and sends the version shown', async () => {
    const user = show(<OrderStatusSelect order={row} />);
    await user.selectOptions(select(), 'SHIPPED');
    const dialog = screen.getByRole('dialog', { name: 'Mark order KF10000007 as shipped?' });
    expect(dialog.textContent).toContain('The shopper is told by mail.');
    expect(request).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Order KF10000007 is now shipped'));
    expect(request).toHaveBeenCalledWith('/admin/orders/7/status', 'adminOrder', {
      method: 'PUT',
      body: { status: 'SHIPPED', note: undefined, version: 3 },
    });
  });

  it('sends nothing when the admin keeps it as it is, and the list still shows the order’s status', async () => {
    const user = show(<OrderStatusSelect order={row} />);
    await user.selectOptions(select(), 'CONFIRMED');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark order KF10000007 as confirmed?' })).getByRole('button', {
        name: 'Keep it as it is',
      }),
    );
    expect(request).not.toHaveBeenCalled();
    expect(select()).toHaveProperty('value', 'PENDING');
  });

  it('says what moves with the status: stock back, stock taken again, cash collected', async () => {
    const user = show(<OrderStatusSelect order={row} />);
    await user.selectOptions(select(), 'CANCELLED');
    expect(screen.getByRole('dialog', { name: 'Cancel order KF10000007?' }).textContent).toContain(
      'The items go back into stock and any coupon returns to the shopper.',
    );
    await user.click(screen.getByRole('button', { name: 'Keep it as it is' }));
    await user.selectOptions(select(), 'DELIVERED');
    expect(screen.getByRole('dialog', { name: 'Mark order KF10000007 as delivered?' }).textContent).toContain(
      'The cash is marked collected: the payment becomes paid.',
    );
    cleanup();

    const reopening = show(<OrderStatusSelect order={{ ...row, status: 'CANCELLED' }} />);
    await reopening.selectOptions(select(), 'PENDING');
    expect(screen.getByRole('dialog', { name: 'Mark order KF10000007 as pending?' }).textContent).toContain(
      'The items are taken from stock again',
    );
  });

  it('keeps a refusal in the dialog with the store’s message, and reloads the orders when asked', async () => {
    const message = 'This order was changed meanwhile: it is now shipped, payment pending. Reload to see it.';
    vi.mocked(request).mockRejectedValue(new ApiError(message, 409, 'CONFLICT'));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const user = show(<OrderStatusSelect order={row} />);
    await user.selectOptions(select(), 'PROCESSING');
    const dialog = screen.getByRole('dialog', { name: 'Mark order KF10000007 as processing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as processing' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(notify).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Reload order' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'orders'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('changing the status on the order’s page', () => {
  it('asks first, then sends the status, the note and the version shown', async () => {
    const order = { ...row, version: 5, history: [] } as unknown as AdminOrder;
    const user = show(<StatusChangeForm order={order} />);
    await user.selectOptions(screen.getByLabelText('New status'), 'SHIPPED');
    await user.type(screen.getByLabelText('Note for the history (optional)'), 'Delhivery AWB 12345');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    expect(request).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark order KF10000007 as shipped?' })).getByRole('button', {
        name: 'Mark as shipped',
      }),
    );
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/admin/orders/7/status', 'adminOrder', {
        method: 'PUT',
        body: { status: 'SHIPPED', note: 'Delhivery AWB 12345', version: 5 },
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Note for the history (optional)')).toHaveProperty('value', ''));
  });
});
