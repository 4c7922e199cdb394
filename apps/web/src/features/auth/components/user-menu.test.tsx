// @vitest-environment happy-dom
import { parse } from '@formatjs/icu-messageformat-parser';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '#web/i18n/en.json';
import { LanguageProvider, type Catalogue } from '#web/i18n/i18n-provider';
import { UserMenu } from './user-menu';

vi.mock('../use-sign-out', () => ({ useSignOut: () => vi.fn() }));

const messages = Object.fromEntries(Object.entries(en).map(([id, text]) => [id, parse(text)])) as Catalogue;
const KAVYA = { firstName: 'Kavya', email: 'kavya@example.in' };

afterEach(cleanup);

function show(coupons?: { earned: number; spendable: number }) {
  localStorage.setItem('lang', 'en');
  render(
    <LanguageProvider initial={{ language: 'en', messages }}>
      <MemoryRouter>
        <UserMenu user={KAVYA} coupons={coupons} />
      </MemoryRouter>
    </LanguageProvider>,
  );
  return screen.getByRole('button', { name: /^Account menu for Kavya/ });
}

describe("the account menu's coupon badge", () => {
  it('does not show before a coupon was earned (or while the count is unknown)', () => {
    expect(show(undefined).textContent).toBe('Kavya');
    cleanup();
    expect(show({ earned: 0, spendable: 0 }).textContent).toBe('Kavya');
  });

  it('shows once a coupon was earned, with the number the shopper can spend', () => {
    const button = show({ earned: 3, spendable: 2 });
    expect(button).toHaveProperty('textContent', '2Kavya');
    expect(button.getAttribute('aria-label')).toBe('Account menu for Kavya, 2 coupons to spend');
  });

  it('still shows when every earned coupon was spent, as 0', () => {
    const button = show({ earned: 1, spendable: 0 });
    expect(button.textContent).toBe('0Kavya');
    expect(button.getAttribute('aria-label')).toBe('Account menu for Kavya');
  });
});
