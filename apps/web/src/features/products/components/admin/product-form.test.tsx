// @vitest-environment happy-dom
import type { AdminProduct, ProductUpdate } from '@kuber/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api';
import { ProductForm, type PictureFieldProps } from './product-form';

// The API client restores the browser's session when loaded; the form calls no API itself.
vi.mock('#web/lib/session', () => ({}));

afterEach(cleanup);

/** The screen hands in the uploads feature's field; here a list of the addresses it holds, and a way to add one. */
function PictureList({ value, onChange, label, error }: PictureFieldProps) {
  return (
    <div>
      <p>{label}</p>
      <button type="button" onClick={() => onChange([...value, `/uploads/p${value.length + 1}.webp`])}>
        Add picture
      </button>
      <button type="button" onClick={() => onChange([...value, 'http://elsewhere.example/p.webp'])}>
        Add another site's picture
      </button>
      {error && <p>{error}</p>}
    </div>
  );
}

function renderForm(
  onSave: (input: ProductUpdate) => Promise<unknown> = async () => undefined,
  product?: AdminProduct,
  onReload?: () => Promise<AdminProduct>,
) {
  const save = vi.fn(onSave);
  render(
    <ProductForm
      product={product}
      onSave={save}
      onReload={onReload}
      onCancel={() => undefined}
      pictureField={(props) => <PictureList {...props} />}
    />,
  );
  return { save, user: userEvent.setup() };
}

/** A kurta the store has: two sizes in White, at version 3. */
function kurta(changes: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 7,
    productId: 7,
    name: 'Bagru Kurta',
    slug: 'bagru-kurta',
    price: 1299,
    originalPrice: null,
    discount: 0,
    category: 'mens-fashion',
    categoryId: 1,
    image: '',
    images: [],
    rating: 0,
    reviews: 0,
    description: 'Block printed',
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
    sizes: ['M', 'L'],
    colors: ['White'],
    inStock: true,
    featured: false,
    stockQuantity: 8,
    active: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    variants: [
      { size: 'M', color: 'White', stockQuantity: 5 },
      { size: 'L', color: 'White', stockQuantity: 3 },
    ],
    colorImages: {},
    tags: 'kurta',
    imageColors: {},
    updatedAt: '2026-11-01T10:00:00.000Z',
    orderCount: 0,
    version: 3,
    ...changes,
  };
}

const stockBoxes = () =>
  screen.getAllByRole('textbox', { name: /^Stock of / }).map((box) => box.getAttribute('aria-label'));

async function addChips(user: ReturnType<typeof userEvent.setup>, label: string, entries: string[]) {
  const box = screen.getByLabelText(label);
  for (const entry of entries) await user.type(box, `${entry}{Enter}`);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Linen Kurta');
  await user.selectOptions(screen.getByLabelText('Category'), "Men's Fashion");
  await user.type(screen.getByLabelText('Price'), '1299');
}

describe('the product form', () => {
  it('keeps one stock box while no size or colour is listed, then one per size × colour, in step as they change', async () => {
    const { user, save } = renderForm();
    expect(screen.getByRole('textbox', { name: 'Stock' })).toHaveProperty('value', '0');

    await addChips(user, 'Sizes', ['S', 'M']);
    expect(stockBoxes()).toEqual(['Stock of S', 'Stock of M']);
    await user.clear(screen.getByLabelText('Stock of S'));
    await user.type(screen.getByLabelText('Stock of S'), '4');
    await user.clear(screen.getByLabelText('Stock of M'));
    await user.type(screen.getByLabelText('Stock of M'), '7');

    // The first colour takes over the figures the sizes had; the next starts at 0.
    await addChips(user, 'Colours', ['Black']);
    await user.click(screen.getByRole('button', { name: 'Add Red' }));
    expect(stockBoxes()).toEqual([
      'Stock of S in Black',
      'Stock of S in Red',
      'Stock of M in Black',
      'Stock of M in Red',
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Stock of S in Black').value).toBe('4');
    expect(screen.getByLabelText<HTMLInputElement>('Stock of M in Black').value).toBe('7');
    expect(screen.getByLabelText<HTMLInputElement>('Stock of M in Red').value).toBe('0');
    await user.clear(screen.getByLabelText('Stock of M in Red'));
    await user.type(screen.getByLabelText('Stock of M in Red'), '2');
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 13 pieces in 4 variants');

    // Removing a size takes its row away and leaves the rest as typed.
    await user.click(screen.getByRole('button', { name: 'Remove S' }));
    expect(stockBoxes()).toEqual(['Stock of M in Black', 'Stock of M in Red']);
    expect(screen.getByLabelText<HTMLInputElement>('Stock of M in Red').value).toBe('2');

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    const sent = save.mock.calls[0]![0];
    expect(sent.sizes).toEqual(['M']);
    expect(sent.colors).toEqual(['Black', 'Red']);
    expect(sent.variants).toEqual([
      { size: 'M', color: 'Black', stockQuantity: 7 },
      { size: 'M', color: 'Red', stockQuantity: 2 },
    ]);
  });

  it('shows each message at its field when saved empty, and a stock box left empty or below zero at the grid', async () => {
    const { user, save } = renderForm();
    await addChips(user, 'Sizes', ['S', 'M']);
    await user.clear(screen.getByLabelText('Stock of S'));
    await user.clear(screen.getByLabelText('Stock of M'));
    await user.type(screen.getByLabelText('Stock of M'), '-3');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Enter the product name')).toBeTruthy();
    expect(screen.getByText('Choose a category')).toBeTruthy();
    expect(screen.getByText('Enter the price in rupees')).toBeTruthy();
    expect(screen.getByText('S: Stock must be a whole number')).toBeTruthy();
    expect(screen.getByText('M: Stock cannot be below zero')).toBeTruthy();
    expect(screen.getByLabelText('Stock of M').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(save).not.toHaveBeenCalled();
  });

  it('works out the discount from the price and MRP as they are typed, and refuses an MRP below the price', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^MRP/), '2599');
    expect(screen.getByText('50% off: shoppers save ₹1,300')).toBeTruthy();

    await user.clear(screen.getByLabelText(/^MRP/));
    await user.type(screen.getByLabelText(/^MRP/), '999');
    await user.tab();
    expect(screen.queryByText(/% off/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('The MRP cannot be below the price')).toBeTruthy();
  });

  it('makes the slug from the name until one is typed, and shows the store’s 409 at the slug', async () => {
    const { user, save } = renderForm(async () => {
      throw new ApiError('Another product already has the slug linen-kurta', 409, 'CONFLICT');
    });
    await fillRequired(user);
    expect(screen.getByLabelText<HTMLInputElement>(/^Slug/).value).toBe('linen-kurta');

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Another product already has the slug linen-kurta')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Slug/));
    expect(save.mock.calls[0]![0].slug).toBe('linen-kurta');

    await user.type(screen.getByLabelText(/^Slug/), '-beige');
    await user.type(screen.getByLabelText('Name'), ' Set');
    expect(screen.getByLabelText<HTMLInputElement>(/^Slug/).value).toBe('linen-kurta-beige');
    await user.click(screen.getByRole('button', { name: 'Make from the name' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Slug/).value).toBe('linen-kurta-set');
  });

  it('sends the colour chosen for each picture, and forgets it when the colour is removed', async () => {
    const { user, save } = renderForm();
    await fillRequired(user);
    await addChips(user, 'Colours', ['Black', 'White']);
    await user.click(screen.getByRole('button', { name: 'Add picture' }));
    await user.click(screen.getByRole('button', { name: 'Add picture' }));
    await user.selectOptions(screen.getByLabelText(/^Picture 1/), 'Black');
    await user.selectOptions(screen.getByLabelText(/^Picture 2/), 'White');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]![0].imageColors).toEqual({ '/uploads/p1.webp': 'Black', '/uploads/p2.webp': 'White' });

    await user.click(screen.getByRole('button', { name: 'Remove White' }));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0].imageColors).toEqual({ '/uploads/p1.webp': 'Black' });
  });

  it('adds a pasted list of sizes at once and refuses one listed twice', async () => {
    const { user } = renderForm();
    const box = screen.getByLabelText('Sizes');
    fireEvent.change(box, { target: { value: 'S, M, L,' } });
    expect(
      within(screen.getByRole('list', { name: 'Sizes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['S', 'M', 'L']);
    await user.type(box, 'm{Enter}');
    expect(screen.getByText('m is already listed')).toBeTruthy();
    expect(stockBoxes()).toEqual(['Stock of S', 'Stock of M', 'Stock of L']);
  });

  it('sends the version it was filled from and each variant’s stock then, beside the figures wanted', async () => {
    const { user, save } = renderForm(undefined, kurta());
    await user.clear(screen.getByLabelText('Stock of M in White'));
    await user.type(screen.getByLabelText('Stock of M in White'), '7');
    await user.type(screen.getByLabelText('Name'), ' Set');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    const sent = save.mock.calls[0]![0];
    expect(sent).toMatchObject({
      name: 'Bagru Kurta Set',
      version: 3,
      loaded: { name: 'Bagru Kurta', price: 1299, categorySlug: 'mens-fashion' },
    });
    expect(sent.variants).toEqual([
      { size: 'M', color: 'White', stockQuantity: 7, loadedStockQuantity: 5 },
      { size: 'L', color: 'White', stockQuantity: 3, loadedStockQuantity: 3 },
    ]);
  });

  it('shows what changed when the store refuses a save over changes made meanwhile, and reloads the product into the form', async () => {
    const refusal = new ApiError(
      'This product was changed meanwhile (price, stock of size M, White). Reload to see the changes.',
      409,
      'CONFLICT',
      [
        { path: 'version', message: 'price (₹1299 → ₹999)' },
        { path: 'version', message: 'stock of size M, White (5 → 2)' },
      ],
    );
    const now = kurta({
      price: 999,
      version: 5,
      variants: [
        { size: 'M', color: 'White', stockQuantity: 2 },
        { size: 'L', color: 'White', stockQuantity: 3 },
      ],
    });
    const reload = vi.fn(async () => now);
    const { user, save } = renderForm(
      async () => {
        if (save.mock.calls.length === 1) throw refusal;
      },
      kurta(),
      reload,
    );
    await user.type(screen.getByLabelText('Name'), ' Set');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This product was changed meanwhile (price, stock of size M, White). Reload to see the changes.',
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['price (₹1299 → ₹999)', 'stock of size M, White (5 → 2)']);
    expect(document.activeElement).toBe(alert);
    // Still on the form, as typed: nothing was saved.
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Bagru Kurta Set');
    expect(screen.getByLabelText<HTMLInputElement>(/^Slug/).getAttribute('aria-invalid')).not.toBe('true');

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Bagru Kurta');
    expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('999');
    expect(screen.getByLabelText<HTMLInputElement>('Stock of M in White').value).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0]).toMatchObject({ version: 5, price: 999, loaded: { price: 999 } });
    expect(save.mock.calls[1]![0].variants![0]).toEqual({
      size: 'M',
      color: 'White',
      stockQuantity: 2,
      loadedStockQuantity: 2,
    });
  });

  it("refuses a picture that is neither the store's own upload nor an https address, with the API's message", async () => {
    const { user, save } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add picture' }));
    await user.click(screen.getByRole('button', { name: "Add another site's picture" }));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Use a picture uploaded to the store, or an https:// address')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
