import {
  ADMIN_PRODUCT_SORTS,
  CATEGORIES,
  CATEGORY_SLUGS,
  findCategory,
  formatINR,
  type AdminPage,
  type AdminProduct,
} from '@kuber/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { DataTable, type Column, emptyOf, pagingOf, tableStateOf } from '#web/components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '#web/components/ui/filter-bar';
import { Switch } from '#web/components/ui/switch';
import { imageSources } from '#web/lib/images';
import { notify } from '#web/lib/notify';
import type { FilterDef, ListParams, ListSpec } from '#web/lib/use-list-params';
import { useDeleteProduct } from '#web/features/products/api/admin/delete-product';
import type { AdminProductListParams } from '#web/features/products/api/admin/get-admin-products';
import { useSetProductStatus, type ProductFlag } from '#web/features/products/api/admin/set-product-status';
import { StockEditor } from './stock-editor';

type AdminSort = (typeof ADMIN_PRODUCT_SORTS)[number];

const YES_NO = ['true', 'false'] as const;

/** The table's view in the URL: ?q=&category=&active=&featured=&inStock=&sort=price-low&page=&size=. */
export const PRODUCT_LIST = {
  filters: {
    q: { kind: 'text' },
    category: { kind: 'choice', options: CATEGORY_SLUGS },
    active: { kind: 'choice', options: YES_NO },
    featured: { kind: 'choice', options: YES_NO },
    inStock: { kind: 'choice', options: YES_NO },
  },
  // The store's own orders, each one way ('price-low', 'price-high'), so the URL names them as the API does.
  sorts: ADMIN_PRODUCT_SORTS,
  defaultSort: { by: 'newest', direction: 'asc' },
  pageSizes: [20, 50, 100],
} as const satisfies ListSpec<Record<string, FilterDef>, AdminSort>;

export type ProductList = ListParams<typeof PRODUCT_LIST.filters, AdminSort>;

const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true');

/** What the API is asked for, from the table's view. */
export function listParamsOf(list: ProductList): AdminProductListParams {
  const { q, category, active, featured, inStock } = list.filters;
  return {
    page: list.page,
    size: list.size,
    q,
    category,
    active: flag(active),
    featured: flag(featured),
    inStock: flag(inStock),
    sort: list.sort?.by,
  };
}

const SORT_LABELS: Record<AdminSort, string> = {
  newest: 'Newest first',
  name: 'Name (A–Z)',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  'stock-low': 'Stock: low to high',
  'stock-high': 'Stock: high to low',
};

const FLAG_LABELS: Record<ProductFlag, { column: string; on: string; off: string }> = {
  active: { column: 'Active', on: 'is shown in the store', off: 'is hidden from the store' },
  featured: { column: 'Featured', on: 'is featured', off: 'is no longer featured' },
  inStock: { column: 'In stock', on: 'is on sale', off: 'is marked out of stock' },
};

/** The back office's products: search, filters and order kept in the URL, switches and stock changed in the row. */
export function ProductsTable({ list, query }: { list: ProductList; query: UseQueryResult<AdminPage<AdminProduct>> }) {
  const [deleting, setDeleting] = useState<AdminProduct>();
  const columns = useProductColumns(setDeleting);
  return (
    <section aria-label="Products" className="rounded-xl border border-zinc-200 bg-white">
      <div className="border-b border-zinc-200 px-4 py-4 sm:px-5">
        <ProductFilters list={list} />
      </div>
      <DataTable
        label="Products"
        columns={columns}
        rows={query.data?.items}
        rowKey={(product) => product.id}
        {...tableStateOf(query)}
        empty={emptyTable(list)}
        paging={pagingOf(list, query.data, PRODUCT_LIST.pageSizes)}
      />
      {deleting && <DeleteProductDialog product={deleting} onClose={() => setDeleting(undefined)} />}
    </section>
  );
}

/** No rows: a filter that matches nothing, or a store with no products yet. */
function emptyTable(list: ProductList) {
  return emptyOf(
    list,
    { title: 'No products match', body: 'Try another name, or clear the filters.' },
    {
      title: 'No products yet',
      body: 'Add the first product, or import a CSV of the catalogue.',
      action: (
        <Link to="/admin/products/new" className="text-sm font-semibold text-accent underline underline-offset-2">
          Add product
        </Link>
      ),
    },
  );
}

/** The table's columns; the switches change a product's flags at once, Delete asks first. */
function useProductColumns(onDelete: (product: AdminProduct) => void): Column<AdminProduct>[] {
  const status = useSetProductStatus();

  const toggle = (product: AdminProduct, which: ProductFlag, value: boolean) =>
    status.mutate(
      { product, flag: which, value },
      {
        onSuccess: () => notify('success', `${product.name} ${FLAG_LABELS[which][value ? 'on' : 'off']}`),
        onError: (error) => notify('error', `${product.name}: ${error.message}`),
      },
    );

  const switchColumn = (which: ProductFlag): Column<AdminProduct> => ({
    id: which,
    header: FLAG_LABELS[which].column,
    cell: (product) => (
      <Switch
        checked={product[which]}
        onChange={(value) => toggle(product, which, value)}
        aria-label={`${FLAG_LABELS[which].column}: ${product.name}`}
      />
    ),
  });

  return [
    {
      id: 'product',
      header: 'Product',
      cell: (product) => <ProductCell product={product} />,
      className: 'min-w-56 max-w-80',
    },
    {
      id: 'category',
      header: 'Category',
      cell: (product) => findCategory(product.category)?.label ?? product.category,
      hideBelow: 'lg',
    },
    { id: 'price', header: 'Price', cell: (product) => <PriceCell product={product} /> },
    { id: 'stock', header: 'Stock', cell: (product) => <StockEditor product={product} /> },
    switchColumn('active'),
    switchColumn('featured'),
    switchColumn('inStock'),
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (product) => <RowActions product={product} onDelete={() => onDelete(product)} />,
    },
  ];
}

function ProductCell({ product }: { product: AdminProduct }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <img
        {...imageSources(product.image)}
        sizes="48px"
        alt=""
        loading="lazy"
        className="aspect-[3/4] w-10 shrink-0 rounded bg-zinc-100 object-cover"
      />
      <div className="min-w-0">
        <Link
          to={`/admin/products/${product.id}`}
          state={{ list: window.location.search }}
          className="line-clamp-2 font-medium text-zinc-900 hover:text-accent"
        >
          {product.name}
        </Link>
        <p className="truncate text-xs text-zinc-500">{product.slug}</p>
      </div>
    </div>
  );
}

function PriceCell({ product }: { product: AdminProduct }) {
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-zinc-900">{formatINR(product.price)}</span>
      {product.originalPrice !== null && product.originalPrice > product.price && (
        <>
          {' '}
          <span className="text-xs text-zinc-500">
            <span className="sr-only">MRP </span>
            <s>{formatINR(product.originalPrice)}</s>
          </span>
        </>
      )}
    </span>
  );
}

function RowActions({ product, onDelete }: { product: AdminProduct; onDelete: () => void }) {
  return (
    <span className="inline-flex gap-1">
      <Link
        to={`/admin/products/${product.id}`}
        state={{ list: window.location.search }}
        className="rounded px-2 py-1.5 text-sm font-semibold text-zinc-800 hover:bg-zinc-100"
      >
        Edit<span className="sr-only"> {product.name}</span>
      </Link>
      <button
        type="button"
        onClick={onDelete}
        className="rounded px-2 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Delete<span className="sr-only"> {product.name}</span>
      </button>
    </span>
  );
}

const yesNo = (yes: string, no: string) => [
  { value: 'true' as const, label: yes },
  { value: 'false' as const, label: no },
];

/** Search, category, the three flags and the order, each kept in the URL. */
function ProductFilters({ list }: { list: ProductList }) {
  return (
    <FilterBar onClear={list.isFiltered ? list.clearFilters : undefined}>
      <SearchFilter
        label="Search products"
        placeholder="Product name"
        value={list.filters.q ?? ''}
        onChange={(q) => list.setFilter('q', q)}
      />
      <SelectFilter
        label="Category"
        allLabel="All categories"
        value={list.filters.category}
        onChange={(category) => list.setFilter('category', category)}
        options={CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))}
      />
      <SelectFilter
        label="Shown"
        allLabel="Active or not"
        value={list.filters.active}
        onChange={(v) => list.setFilter('active', v)}
        options={yesNo('Active', 'Hidden')}
      />
      <SelectFilter
        label="Featured"
        allLabel="Featured or not"
        value={list.filters.featured}
        onChange={(v) => list.setFilter('featured', v)}
        options={yesNo('Featured', 'Not featured')}
      />
      <SelectFilter
        label="Stock"
        allLabel="In stock or not"
        value={list.filters.inStock}
        onChange={(v) => list.setFilter('inStock', v)}
        options={yesNo('In stock', 'Out of stock')}
      />
      <SelectFilter
        label="Sort by"
        allLabel={SORT_LABELS.newest}
        value={list.sort?.by === 'newest' ? undefined : list.sort?.by}
        onChange={(by) => list.setSort({ by: by ?? 'newest', direction: 'asc' })}
        options={ADMIN_PRODUCT_SORTS.filter((s) => s !== 'newest').map((s) => ({
          value: s,
          label: SORT_LABELS[s],
        }))}
      />
    </FilterBar>
  );
}

/** Says before it happens whether the product goes for good or is archived for the orders that hold it. */
function DeleteProductDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const remove = useDeleteProduct();
  const ordered = product.orderCount > 0;
  const confirm = async () => {
    try {
      const { archived } = await remove.mutateAsync(product.id);
      notify(
        'success',
        archived ? `${product.name} archived: hidden from the store, kept for its orders` : `${product.name} deleted`,
      );
      onClose();
    } catch (error) {
      notify('error', (error as Error).message);
    }
  };
  return (
    <ConfirmDialog
      open
      title={ordered ? `Archive ${product.name}?` : `Delete ${product.name}?`}
      confirmLabel={ordered ? 'Archive product' : 'Delete product'}
      dismissLabel="Keep it"
      busy={remove.isPending}
      busyText={ordered ? 'Archiving...' : 'Deleting...'}
      onConfirm={confirm}
      onClose={onClose}
    >
      {ordered ? (
        <p>
          It is in {product.orderCount} {product.orderCount === 1 ? 'order' : 'orders'}, so it will be{' '}
          <strong>archived</strong>, not removed: hidden from the store and from this list, and kept for those orders.
        </p>
      ) : (
        <p>
          It has never been ordered, so it will be <strong>removed for good</strong>, with its pictures. This cannot be
          undone.
        </p>
      )}
    </ConfirmDialog>
  );
}
