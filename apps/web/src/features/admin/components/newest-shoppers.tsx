import type { AdminPage, User } from '@kuber/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { FilterBar, SearchFilter, ToggleFilter } from '../../../components/ui/filter-bar';
import type { FilterDef, ListParams, ListSpec } from '../../../lib/use-list-params';

/** The card's view in the URL: ?q=&disabled=true&page=&size=. */
export const SHOPPER_LIST = {
  filters: { q: { kind: 'text' }, disabled: { kind: 'flag' } },
  pageSizes: [5, 10, 20],
} as const satisfies ListSpec<Record<string, FilterDef>, never>;

type ShopperList = ListParams<typeof SHOPPER_LIST.filters>;

const joined = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

const fullName = (user: User) => `${user.firstName} ${user.lastName}`.trim();

const COLUMNS: Column<User>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (user) => (
      <span className="flex items-center gap-2 font-medium text-zinc-900">
        <span className="truncate">{fullName(user)}</span>
        {!user.enabled && <span className="shrink-0 rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700">Disabled</span>}
      </span>
    ),
    className: 'max-w-56',
  },
  { id: 'email', header: 'Email', cell: (user) => user.email, className: 'max-w-64 truncate' },
  { id: 'phone', header: 'Phone', cell: (user) => user.phone, hideBelow: 'md', className: 'tabular-nums' },
  { id: 'joined', header: 'Joined', cell: (user) => joined.format(new Date(user.createdAt)), align: 'end', className: 'whitespace-nowrap' },
];

/** The dashboard's 'Newest shoppers': searchable, paged, newest sign-ups first. */
export function NewestShoppers({ list, query }: { list: ShopperList; query: UseQueryResult<AdminPage<User>> }) {
  const clear = (
    <Button variant="secondary" size="sm" onClick={list.clearFilters}>
      Clear filters
    </Button>
  );
  return (
    <section aria-labelledby="newest-shoppers" className="rounded-xl border border-zinc-200 bg-white">
      <div className="flex flex-col gap-4 border-b border-zinc-200 px-4 py-4 sm:px-5">
        <h2 id="newest-shoppers" className="text-base font-bold text-zinc-900">
          Newest shoppers
        </h2>
        <FilterBar onClear={list.isFiltered ? list.clearFilters : undefined}>
          <SearchFilter label="Search shoppers" placeholder="Name, email or phone" value={list.filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
          <ToggleFilter label="Disabled only" checked={list.filters.disabled ?? false} onChange={(on) => list.setFilter('disabled', on)} />
        </FilterBar>
      </div>
      <DataTable
        label="Newest shoppers"
        columns={COLUMNS}
        rows={query.data?.items}
        rowKey={(user) => user.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={
          list.isFiltered
            ? { title: 'No shoppers match', body: 'Try another name, email or phone number.', action: clear }
            : { title: 'No shoppers yet', body: 'New sign-ups will appear here.' }
        }
        paging={
          query.data && {
            page: list.page,
            size: list.size,
            total: query.data.total,
            sizes: SHOPPER_LIST.pageSizes,
            onPageChange: list.setPage,
            onSizeChange: list.setSize,
          }
        }
      />
    </section>
  );
}
