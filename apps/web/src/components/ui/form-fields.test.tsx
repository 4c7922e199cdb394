// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/lib/api';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import {
  FormCheckboxField,
  FormMoneyField,
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextareaField,
  FormTextField,
} from './form-fields';

// The API client restores the browser's session when loaded; these forms call no API.
vi.mock('#web/lib/session', () => ({}));

afterEach(cleanup);

const productSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    price: z.number({ error: 'Enter the price in rupees' }).positive('The price must be above zero'),
    originalPrice: z.number({ error: 'Enter the MRP in rupees' }).nullable(),
    stock: z.number({ error: 'Enter the stock' }).int('Stock is a whole number'),
    category: z.enum(['shirts', 'sarees'], { error: 'Choose a category' }),
    description: z.string().max(20, 'At most 20 characters'),
    featured: z.boolean(),
    active: z.boolean(),
  })
  .refine((p) => p.originalPrice === null || p.originalPrice >= p.price, {
    path: ['originalPrice'],
    message: 'The MRP cannot be below the price',
  });

type Saved = z.output<typeof productSchema>;

interface ProductFormProps {
  onSave: (product: Saved) => void;
  /** What 'Load' puts in the form, as a screen does with a product it has fetched. */
  loaded?: Partial<Saved>;
  /** What 'Fail' reports, as a screen does with a failed save. */
  failure?: unknown;
}

function ProductForm({ onSave, loaded, failure }: ProductFormProps) {
  const form = useZodForm(productSchema, {
    name: '',
    originalPrice: null,
    stock: 0,
    description: '',
    featured: false,
    active: true,
  });
  const formError = formErrorOf(form);
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      {formError && <p role="alert">{formError}</p>}
      <FormTextField control={form.control} name="name" label="Name" />
      <FormMoneyField control={form.control} name="price" label="Price" />
      <FormMoneyField control={form.control} name="originalPrice" label="MRP" />
      <FormNumberField control={form.control} name="stock" label="Stock" wholeNumbers />
      <FormSelectField
        control={form.control}
        name="category"
        label="Category"
        placeholder="Choose one"
        options={[{ value: 'shirts', label: 'Shirts' }, 'sarees']}
      />
      <FormTextareaField control={form.control} name="description" label="Description" maxLength={20} />
      <FormCheckboxField control={form.control} name="featured" label="Featured" />
      <FormSwitchField control={form.control} name="active" label="Active" hint="Shown in the store" />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ ...form.getValues(), ...loaded })}>
        Load
      </button>
      <button type="button" onClick={() => showServerError(form, failure, 'Could not save the product')}>
        Fail
      </button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const messageOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

function fillValid() {
  type('Name', 'Linen shirt');
  type('Price', '1,299.50');
  type('Stock', '12');
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'shirts' } });
}

describe('the form field set', () => {
  it('hands the schema numbers for money and stock, booleans for the checkbox and switch', async () => {
    const onSave = vi.fn();
    render(<ProductForm onSave={onSave} />);
    fillValid();
    fireEvent.click(field('Featured'));
    fireEvent.click(screen.getByRole('switch', { name: 'Active' }));
    await save();
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]![0]).toEqual({
      name: 'Linen shirt',
      price: 1299.5,
      originalPrice: null,
      stock: 12,
      category: 'shirts',
      description: '',
      featured: true,
      active: false,
    });
  });

  it('shows every message at its field on submit, linked for screen readers, and focuses the first', async () => {
    const onSave = vi.fn();
    render(<ProductForm onSave={onSave} />);
    type('Stock', '2.5');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(messageOf('Name')).toBe('Name is required');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf('Price')).toBe('Enter the price in rupees');
    expect(messageOf('Stock')).toBe('Stock is a whole number');
    expect(messageOf('Category')).toBe('Choose a category');
    expect(document.activeElement).toBe(field('Name'));
    // The hint gives way to no message when all is well.
    expect(screen.getByText('Shown in the store')).toBeTruthy();
  });

  it('says when what is typed is not an amount, and checks one field against another', async () => {
    render(<ProductForm onSave={vi.fn()} />);
    fillValid();
    type('MRP', 'twelve');
    await save();
    expect(messageOf('MRP')).toBe('Enter the MRP in rupees');
    await act(async () => type('MRP', '999'));
    await waitFor(() => expect(messageOf('MRP')).toBe('The MRP cannot be below the price'));
  });

  it('waits for a field to be left before finding fault, then checks as it is typed', async () => {
    render(<ProductForm onSave={vi.fn()} />);
    type('Price', '-5');
    expect(messageOf('Price')).toBeUndefined();
    await act(async () => fireEvent.blur(field('Price')));
    await waitFor(() => expect(messageOf('Price')).toBe('The price must be above zero'));
    await act(async () => type('Price', '5'));
    await waitFor(() => expect(messageOf('Price')).toBeUndefined());
  });

  it('shows an amount the Indian way once left, and a value set from outside', async () => {
    render(<ProductForm onSave={vi.fn()} loaded={{ price: 450, stock: 7 }} />);
    type('Price', '129999.5');
    await act(async () => fireEvent.blur(field('Price')));
    expect(field('Price').value).toBe('1,29,999.50');
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(field('Price').value).toBe('450');
    expect(field('Stock').value).toBe('7');
  });

  it('counts the characters of a text area with a limit', () => {
    render(<ProductForm onSave={vi.fn()} />);
    type('Description', 'Soft linen');
    expect(screen.getByText('10/20')).toBeTruthy();
  });

  it("puts the server's field errors at their fields and anything else above the form", async () => {
    const { rerender } = render(
      <ProductForm
        onSave={vi.fn()}
        failure={
          new ApiError('Validation failed', 400, 'VALIDATION_ERROR', [
            { path: 'name', message: 'A product with this name exists' },
          ])
        }
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(messageOf('Name')).toBe('A product with this name exists');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ProductForm onSave={vi.fn()} failure={new ApiError('Server error', 500)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert').textContent).toBe('Could not save the product');
  });
});
