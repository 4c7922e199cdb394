// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readListState, useListParams, writeListState, type FilterDef, type ListSpec } from './use-list-params';

afterEach(cleanup);

const SPEC = {
  filters: { q: { kind: 'text' }, role: { kind: 'choice', options: ['USER', 'ADMIN'] }, featured: { kind: 'flag' } },
  sorts: ['name', 'createdAt'],
  defaultSort: { by: 'createdAt', direction: 'desc' },
  pageSizes: [20, 50, 100],
} as const satisfies ListSpec<Record<string, FilterDef>, string>;

const read = (search: string) => readListState(new URLSearchParams(search), SPEC);
const write = (
  search: string,
  change: Parameters<typeof writeListState<typeof SPEC.filters, 'name' | 'createdAt'>>[1],
) => writeListState(new URLSearchParams(search), change, SPEC).toString();

describe('reading a list view from the URL', () => {
  it('falls back to the first page, the first size and the default sort', () => {
    expect(read('')).toEqual({ page: 0, size: 20, sort: { by: 'createdAt', direction: 'desc' }, filters: {} });
  });

  it('reads a 1-based page, a known size, a sort with - for descending, and the filters', () => {
    expect(read('page=3&size=50&sort=name&q=+kurta+&role=ADMIN&featured=true')).toEqual({
      page: 2,
      size: 50,
      sort: { by: 'name', direction: 'asc' },
      filters: { q: 'kurta', role: 'ADMIN', featured: true },
    });
    expect(read('sort=-name').sort).toEqual({ by: 'name', direction: 'desc' });
  });

  it('ignores what it does not know: a bad page or size, an unknown sort, role or flag value', () => {
    expect(read('page=-2&size=7&sort=price&role=OWNER&featured=yes&q=%20%20')).toEqual(read(''));
    expect(read('page=1.5').page).toBe(0);
  });
});

describe('writing a change to the URL', () => {
  it('starts again at the first page when a filter, the sort or the size changes', () => {
    expect(write('q=kurta&page=4', { filters: { role: 'USER' } })).toBe('q=kurta&role=USER');
    expect(write('page=4', { sort: { by: 'name', direction: 'asc' } })).toBe('sort=name');
    expect(write('page=4', { size: 100 })).toBe('size=100');
  });

  it('writes the page 1-based and leaves defaults, blanks and an off flag out', () => {
    expect(write('q=kurta', { page: 1 })).toBe('q=kurta&page=2');
    expect(write('q=kurta&page=2', { page: 0 })).toBe('q=kurta');
    expect(write('sort=name&size=50', { sort: { by: 'createdAt', direction: 'desc' }, size: 20 })).toBe('');
    expect(write('q=kurta&featured=true', { filters: { q: '  ', featured: false } })).toBe('');
    expect(write('', { sort: { by: 'name', direction: 'desc' } })).toBe('sort=-name');
  });

  it('keeps parameters the list does not own', () => {
    expect(write('from=2025-01-01&q=kurta', { filters: { q: 'saree' } })).toBe('from=2025-01-01&q=saree');
  });
});

describe('useListParams', () => {
  function renderList(url: string) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
    return renderHook(() => ({ list: useListParams(SPEC), location: useLocation(), navigation: useNavigationType() }), {
      wrapper,
    });
  }

  it('gives the view the URL holds, and tells whether anything is filtered', () => {
    const { result } = renderList('/admin/products?q=kurta&page=2');
    expect(result.current.list.filters).toEqual({ q: 'kurta' });
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.isFiltered).toBe(true);
  });

  it('adds a history entry for a new page and replaces it for a new filter', () => {
    const { result } = renderList('/admin/products?q=kurta');
    act(() => result.current.list.setPage(2));
    expect(result.current.location.search).toBe('?q=kurta&page=3');
    expect(result.current.navigation).toBe('PUSH');

    act(() => result.current.list.setFilter('featured', true));
    expect(result.current.location.search).toBe('?q=kurta&featured=true');
    expect(result.current.navigation).toBe('REPLACE');
    expect(result.current.list.page).toBe(0);
  });

  it('clears every filter and keeps the sort and size', () => {
    const { result } = renderList('/admin/products?q=kurta&role=USER&sort=name&size=50');
    act(() => result.current.list.clearFilters());
    expect(result.current.location.search).toBe('?sort=name&size=50');
    expect(result.current.list.isFiltered).toBe(false);
  });
});
