// @vitest-environment happy-dom
import { parse } from '@formatjs/icu-messageformat-parser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '#web/i18n/en.json';
import { LanguageProvider, type Catalogue } from '#web/i18n/i18n-provider';
import { Dialog } from './dialog';

afterEach(cleanup);

const messages = Object.fromEntries(Object.entries(en).map(([id, text]) => [id, parse(text)])) as Catalogue;

function sheet(open: boolean) {
  return (
    <LanguageProvider initial={{ language: 'en', messages }}>
      <Dialog open={open} onClose={() => {}} title="Filters" variant="sheet">
        <p>Maximum price</p>
      </Dialog>
    </LanguageProvider>
  );
}

describe('a dialog', () => {
  it('leaves its content out of the page until first opened, then keeps it when closed', () => {
    localStorage.setItem('lang', 'en');
    const { rerender } = render(sheet(false));
    expect(screen.queryByText('Maximum price')).toBeNull();
    rerender(sheet(true));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByText('Maximum price')).toBeTruthy();
    rerender(sheet(false));
    // Still there, hidden with its dialog: a change it started (a slider's, sent a moment later) goes on.
    expect(screen.getByText('Maximum price')).toBeTruthy();
  });
});
