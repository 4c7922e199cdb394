// @vitest-environment happy-dom
import { parse } from '@formatjs/icu-messageformat-parser';
import type { AdminUser } from '@kuber/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '#web/i18n/en.json';
import { LanguageProvider, type Catalogue } from '#web/i18n/i18n-provider';
import { request } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { UserRoleSelect, UserStatusSwitch } from './user-actions';

vi.mock('#web/lib/session', () => ({}));
vi.mock('#web/lib/notify', () => ({ notify: vi.fn() }));
vi.mock('#web/lib/api', async (actual) => ({ ...(await actual<typeof import('#web/lib/api')>()), request: vi.fn() }));

const messages = Object.fromEntries(Object.entries(en).map(([id, text]) => [id, parse(text)])) as Catalogue;

const ASHA: AdminUser = {
  id: 7,
  firstName: 'Asha',
  lastName: 'Verma',
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  role: 'USER',
  enabled: true,
  referralCode: '9876543210',
  kuberCoupons: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastActivity: null,
  factors: [],
  status: 'active',
  profile: { role: 'USER', first_name: 'Asha', last_name: 'Verma' },
  user_metadata: { first_name: 'Asha', last_name: 'Verma', phone: '9876543210', role: 'USER' },
  created_at: '2026-01-01T00:00:00.000Z',
  identities: [],
  orderCount: 0,
  deletedAt: null,
};
const SELF = 1;

beforeEach(() => {
  localStorage.setItem('lang', 'en');
  vi.mocked(request).mockImplementation(
    async (_path, _answer, options) => ({ ...ASHA, ...(options?.body as object) }) as never,
  );
});
afterEach(() => {
  cleanup();
  vi.mocked(request).mockReset();
  vi.mocked(notify).mockReset();
});

function show(ui: React.ReactNode) {
  render(
    <LanguageProvider initial={{ language: 'en', messages }}>
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </LanguageProvider>,
  );
  return userEvent.setup();
}

describe('changing a role in the users table', () => {
  it('asks first, naming the person and the new role; keeping the role sends nothing', async () => {
    const user = show(<UserRoleSelect user={ASHA} selfId={SELF} />);
    await user.selectOptions(screen.getByLabelText('Asha Verma: role'), 'ADMIN');
    const dialog = screen.getByRole('dialog', { name: 'Make Asha Verma an admin?' });
    expect(dialog.textContent).toContain('The role of Asha Verma (asha@example.in) changes from USER to ADMIN.');
    // Until confirmed, the account keeps its role, and the select says so.
    expect(screen.getByLabelText<HTMLSelectElement>('Asha Verma: role').value).toBe('USER');
    await user.click(within(dialog).getByRole('button', { name: 'Keep as shopper' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });

  it('once confirmed, makes the change and says so', async () => {
    const user = show(<UserRoleSelect user={ASHA} selfId={SELF} />);
    await user.selectOptions(screen.getByLabelText('Asha Verma: role'), 'ADMIN');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(request).toHaveBeenCalledWith('/admin/users/7/role', 'adminUser', {
      method: 'PUT',
      body: { role: 'ADMIN' },
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Asha Verma is now an admin'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before an admin becomes a shopper too', async () => {
    const user = show(<UserRoleSelect user={{ ...ASHA, role: 'ADMIN' }} selfId={SELF} />);
    await user.selectOptions(screen.getByLabelText('Asha Verma: role'), 'USER');
    const dialog = screen.getByRole('dialog', { name: 'Make Asha Verma a shopper?' });
    expect(dialog.textContent).toContain('changes from ADMIN to USER');
    await user.click(within(dialog).getByRole('button', { name: 'Make shopper' }));
    expect(request).toHaveBeenCalledWith('/admin/users/7/role', 'adminUser', { method: 'PUT', body: { role: 'USER' } });
  });
});

describe('enabling and disabling an account', () => {
  it('a tap on the switch asks before disabling; keeping it enabled sends nothing', async () => {
    const user = show(<UserStatusSwitch user={ASHA} selfId={SELF} />);
    await user.click(screen.getByRole('switch', { name: 'Asha Verma: account enabled' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Asha Verma?' });
    expect(dialog.textContent).toContain('is signed out at their next request');
    expect(screen.getByRole('switch', { name: 'Asha Verma: account enabled' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it enabled' }));
    expect(request).not.toHaveBeenCalled();

    await user.click(screen.getByRole('switch', { name: 'Asha Verma: account enabled' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable account' }));
    expect(request).toHaveBeenCalledWith('/admin/users/7/status', 'adminUser', {
      method: 'PUT',
      body: { enabled: false },
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Asha Verma is disabled'));
  });

  it('asks before enabling a disabled account', async () => {
    const user = show(<UserStatusSwitch user={{ ...ASHA, enabled: false }} selfId={SELF} />);
    await user.click(screen.getByRole('switch', { name: 'Asha Verma: account enabled' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Enable Asha Verma?' })).getByRole('button', {
        name: 'Enable account',
      }),
    );
    expect(request).toHaveBeenCalledWith('/admin/users/7/status', 'adminUser', {
      method: 'PUT',
      body: { enabled: true },
    });
  });

  it('nothing in an admin’s own row can be changed', () => {
    show(
      <>
        <UserRoleSelect user={{ ...ASHA, id: SELF, role: 'ADMIN' }} selfId={SELF} />
        <UserStatusSwitch user={{ ...ASHA, id: SELF, role: 'ADMIN' }} selfId={SELF} />
      </>,
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Asha Verma: role').disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('switch').disabled).toBe(true);
  });
});
