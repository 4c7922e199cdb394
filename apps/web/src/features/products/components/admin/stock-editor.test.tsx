// @vitest-environment happy-dom
import { parse } from '@formatjs/icu-messageformat-parser';
import type { AdminProduct, ProductStockInput } from '@kuber/shared';
import { cleanup, render as renderBare, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '#web/i18n/en.json';
import { LanguageProvider, type Catalogue } from '#web/i18n/i18n-provider';
import { ApiError } from '#web/lib/api';
import { StockEditor } from './stock-editor';

vi.mock('#web/lib/session', () => ({}));
vi.mock('#web/lib/notify', () => ({ notify: () => undefined }));

/** What the editor sends, and what the store answers it; and the product as a reload reads it. */
const store = vi.hoisted(() => ({
  sent: [] as unknown[],
  answer: async (): Promise<unknown> => undefined,
  now: undefined as unknown,
}));
vi.mock('#web/features/products/api/admin/set-product-stock', () => ({
  useSetProductStock: () => ({
    isPending: false,
    mutateAsync: async (stock: unknown) => {
      store.sent.push(stock);
      return store.answer();
    },
  }),
}));
vi.mock('#web/features/products/api/admin/get-admin-product', () => ({
  useReloadAdminProduct: () => async () => store.now,
}));

/** In the provider the app wraps it in (the dialog's close button speaks the page's language). */
const messages = Object.fromEntries(Object.entries(en).map(([id, text]) => [id, parse(text)])) as Catalogue;
const render = (ui: ReactElement) =>
  renderBare(<LanguageProvider initial={{ language: 'en', messages }}>{ui}</LanguageProvider>);

afterEach(() => {
  cleanup();
  store.sent = [];
  store.answer = async () => undefined;
});

function shawl(changes: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 9,
    productId: 9,
    name: 'Pashmina Shawl',
    slug: 'pashmina-shawl',
    price: 4999,
    originalPrice: null,
    discount: 0,
    category: 'accessories',
    categoryId: 5,
    image: '',
    images: [],
    rating: 0,
    reviews: 0,
    description: '',
    nameHi: null,
    descriptionHi: null,
    hsnCode: null,
    gstRatePercent: null,
    returnable: true,
    warrantyMonths: null,
    fabric: null,
    fit: null,
    care: null,
    countryOfOrigin: null,
    manufacturer: null,
    sizeChart: null,
    sizes: [],
    colors: ['Red', 'Grey'],
    inStock: true,
    featured: false,
    stockQuantity: 9,
    active: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    variants: [
      { size: '', color: 'Red', stockQuantity: 5 },
      { size: '', color: 'Grey', stockQuantity: 4 },
    ],
    colorImages: {},
    tags: '',
    imageColors: {},
    updatedAt: '2026-11-01T10:00:00.000Z',
    orderCount: 0,
    version: 2,
    ...changes,
  };
}

describe('the stock editor of the products table', () => {
  it('sends the figures it showed and the version beside the ones wanted, so that sales meanwhile stay sold', async () => {
    const user = userEvent.setup();
    render(<StockEditor product={shawl()} />);
    await user.click(screen.getByRole('button', { name: 'Stock of Pashmina Shawl: 9 in 2 variants. Change' }));
    await user.clear(screen.getByLabelText('Stock of Red'));
    await user.type(screen.getByLabelText('Stock of Red'), '8');
    await user.click(screen.getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(store.sent).toHaveLength(1));
    expect(store.sent[0]).toEqual({
      version: 2,
      variants: [
        { size: '', color: 'Red', stockQuantity: 8, loadedStockQuantity: 5 },
        { size: '', color: 'Grey', stockQuantity: 4, loadedStockQuantity: 4 },
      ],
    } satisfies ProductStockInput);
  });

  it('shows what changed when the store refuses the grid, and reloads it from the product as it is now', async () => {
    const user = userEvent.setup();
    store.answer = async () => {
      throw new ApiError(
        'This product was changed meanwhile (stock of Red). Reload to see the changes.',
        409,
        'CONFLICT',
        [{ path: 'version', message: 'stock of Red (5 → 1)' }],
      );
    };
    store.now = shawl({
      version: 4,
      stockQuantity: 5,
      variants: [
        { size: '', color: 'Red', stockQuantity: 1 },
        { size: '', color: 'Grey', stockQuantity: 4 },
      ],
    });
    render(<StockEditor product={shawl()} />);
    await user.click(screen.getByRole('button', { name: /^Stock of Pashmina Shawl/ }));
    await user.click(screen.getByRole('button', { name: 'Save stock' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This product was changed meanwhile (stock of Red).');
    expect(within(alert).getByRole('listitem').textContent).toBe('stock of Red (5 → 1)');

    store.answer = async () => undefined;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('Stock of Red').value).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Save stock' }));
    await waitFor(() => expect(store.sent).toHaveLength(2));
    expect(store.sent[1]).toMatchObject({
      version: 4,
      variants: [{ color: 'Red', stockQuantity: 1, loadedStockQuantity: 1 }, { color: 'Grey' }],
    });
  });

  it('sends the one figure of a product without sizes or colours with the figure it showed', async () => {
    const user = userEvent.setup();
    render(
      <StockEditor
        product={shawl({ colors: [], stockQuantity: 6, variants: [{ size: '', color: '', stockQuantity: 6 }] })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Stock of Pashmina Shawl: 6. Change' }));
    await user.clear(screen.getByLabelText('Stock of Pashmina Shawl'));
    await user.type(screen.getByLabelText('Stock of Pashmina Shawl'), '10{Enter}');
    await waitFor(() => expect(store.sent).toEqual([{ stockQuantity: 10, loadedStockQuantity: 6, version: 2 }]));
  });
});
