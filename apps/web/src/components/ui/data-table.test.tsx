// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';
import { pagingText } from './pager';

afterEach(cleanup);

interface Row {
  id: number;
  name: string;
  stock: number;
}

const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'stock', header: 'Stock', cell: (row) => row.stock, sortable: true, firstDirection: 'desc', align: 'end' },
  { id: 'note', header: 'Note', cell: () => '—' },
];

const ROWS: Row[] = [
  { id: 1, name: 'Kurta', stock: 4 },
  { id: 2, name: 'Saree', stock: 0 },
];

type Props = Partial<Parameters<typeof DataTable<Row, 'name' | 'stock'>>[0]>;

function renderTable(props: Props = {}) {
  return render(
    <DataTable<Row, 'name' | 'stock'>
      label="Products"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      loading={false}
      empty={{ title: 'No products yet' }}
      {...props}
    />,
  );
}

const table = () => screen.getByRole('table', { name: 'Products' });

describe('paging text', () => {
  it('says which rows show out of how many, grouped the Indian way', () => {
    expect(pagingText(0, 20, 134)).toBe('Showing 1–20 of 134');
    expect(pagingText(6, 20, 134)).toBe('Showing 121–134 of 134');
    expect(pagingText(20, 5, 101)).toBe('Showing 101 of 101');
    expect(pagingText(0, 50, 125000)).toBe('Showing 1–50 of 1,25,000');
  });

  it('shows nothing of the total for an empty list or a page past the end', () => {
    expect(pagingText(0, 20, 0)).toBe('Showing 0 of 0');
    expect(pagingText(9, 20, 134)).toBe('Showing 0 of 134');
  });
});

describe('DataTable', () => {
  it('shows a row per item with the columns given', () => {
    renderTable();
    const rows = within(table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Kurta', '4', '—']);
  });

  it('gives a phone a card per row: the first column as its title, the others labelled', () => {
    renderTable();
    const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['KurtaStock4Note—', 'SareeStock0Note—']);
  });

  it('marks the sorted column and asks for the other direction, or a new column in its first direction', async () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { by: 'name', direction: 'asc' }, onSortChange });
    expect(within(table()).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(table()).getByRole('columnheader', { name: /Stock/ }).getAttribute('aria-sort')).toBe('none');
    expect(within(table()).getByRole('columnheader', { name: 'Note' }).hasAttribute('aria-sort')).toBe(false);

    await userEvent.click(within(table()).getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'name', direction: 'desc' });
    await userEvent.click(within(table()).getByRole('button', { name: /Stock/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'stock', direction: 'desc' });
  });

  it('sorts from a select on a phone, where the cards have no headers', async () => {
    const onSortChange = vi.fn();
    renderTable({ sort: null, onSortChange });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Stock (ascending)');
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'stock', direction: 'asc' });
  });

  it('stands skeleton rows in while loading and says so', () => {
    renderTable({ rows: undefined, loading: true, paging: { page: 0, size: 20, total: 0, onPageChange: vi.fn() } });
    expect(screen.getByRole('status').textContent).toBe('Loading products...');
    expect(table().getAttribute('aria-busy')).toBe('true');
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 5);
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('shows the error with Try Again', async () => {
    const onRetry = vi.fn();
    renderTable({ rows: undefined, error: new Error('No connection'), onRetry });
    expect(screen.getByRole('alert').textContent).toContain('No connection');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says what to do when there is nothing to show', () => {
    renderTable({ rows: [], empty: { title: 'No products match', body: 'Try another name.' } });
    screen.getByText('No products match');
    screen.getByText('Try another name.');
  });

  it('offers the first page when an old link points past the end', async () => {
    const onPageChange = vi.fn();
    renderTable({ rows: [], paging: { page: 9, size: 20, total: 134, onPageChange } });
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onPageChange).toHaveBeenCalledWith(0);
  });

  it('pages with Previous and Next, and changes the page size', async () => {
    const onPageChange = vi.fn();
    const onSizeChange = vi.fn();
    renderTable({ paging: { page: 0, size: 2, total: 5, onPageChange, sizes: [2, 10], onSizeChange } });
    screen.getByText('Showing 1–2 of 5');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    await userEvent.selectOptions(screen.getByLabelText('Rows'), '10');
    expect(onSizeChange).toHaveBeenCalledWith(10);
  });

  it('has Next off on the last page', () => {
    renderTable({ paging: { page: 2, size: 2, total: 5, onPageChange: vi.fn() } });
    screen.getByText('Showing 5 of 5');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
