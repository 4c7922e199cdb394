import {
  RETURN_KINDS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type AdminPage,
  type AdminReturnRow,
} from '@kuber/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type Column, emptyOf, pagingOf, tableStateOf } from '#web/components/ui/data-table';
import { FilterBar, SelectFilter } from '#web/components/ui/filter-bar';
import type { FilterDef, ListParams, ListSpec } from '#web/lib/use-list-params';
import { ReturnStatusChip } from './return-status-chip';

/** The queue's view in the URL: ?status=&kind=&page=&size=. */
export const ADMIN_RETURN_LIST = {
  filters: {
    status: { kind: 'choice', options: RETURN_STATUSES },
    kind: { kind: 'choice', options: RETURN_KINDS },
  },
  pageSizes: [20, 50],
} as const satisfies ListSpec<Record<string, FilterDef>, never>;

type ReturnList = ListParams<typeof ADMIN_RETURN_LIST.filters>;

const asked = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const KIND_LABELS = { RETURN: 'Return', EXCHANGE: 'Exchange' } as const;

const COLUMNS: Column<AdminReturnRow>[] = [
  {
    id: 'request',
    header: 'Request',
    cell: (r) => (
      <Link to={`/admin/returns/${r.id}`} className="font-semibold text-accent hover:underline">
        {KIND_LABELS[r.kind]} #{r.id}
      </Link>
    ),
  },
  { id: 'asked', header: 'Asked', cell: (r) => asked.format(new Date(r.createdAt)), className: 'whitespace-nowrap' },
  {
    id: 'order',
    header: 'Order',
    cell: (r) => (
      <Link to={`/admin/orders/${r.orderId}`} className="hover:underline">
        {r.orderNumber}
      </Link>
    ),
  },
  {
    id: 'shopper',
    header: 'Shopper',
    cell: (r) => (
      <span className="block min-w-0">
        <span className="block truncate text-zinc-900">{r.customerName}</span>
        <span className="block truncate text-xs text-zinc-600">{r.userEmail}</span>
      </span>
    ),
    className: 'max-w-56',
    hideBelow: 'lg',
  },
  { id: 'items', header: 'Pieces', cell: (r) => r.quantity, align: 'end', className: 'tabular-nums' },
  {
    id: 'reason',
    header: 'Reason',
    cell: (r) => (
      <span className="flex items-center gap-2">
        {r.photoUrl && (
          <img src={r.photoUrl} alt="Shopper's photo" width={32} height={32} className="size-8 rounded object-cover" />
        )}
        {r.reasons.map((reason) => RETURN_REASON_LABELS[reason]).join(', ')}
      </span>
    ),
    hideBelow: 'md',
  },
  { id: 'status', header: 'Status', cell: (r) => <ReturnStatusChip status={r.status} /> },
];

/** The returns queue, newest first: status and kind in the URL, each request opened for its next step. */
export function AdminReturnsTable({
  list,
  query,
}: {
  list: ReturnList;
  query: UseQueryResult<AdminPage<AdminReturnRow>>;
}) {
  return (
    <section aria-label="Return requests" className="rounded-xl border border-zinc-200 bg-white">
      <div className="border-b border-zinc-200 px-4 py-4 sm:px-5">
        <FilterBar onClear={list.isFiltered ? list.clearFilters : undefined}>
          <SelectFilter
            label="Status"
            allLabel="All statuses"
            value={list.filters.status}
            onChange={(status) => list.setFilter('status', status)}
            options={RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] }))}
          />
          <SelectFilter
            label="Kind"
            allLabel="Returns and exchanges"
            value={list.filters.kind}
            onChange={(kind) => list.setFilter('kind', kind)}
            options={RETURN_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
          />
        </FilterBar>
      </div>
      <DataTable
        label="Return requests"
        columns={COLUMNS}
        rows={query.data?.items}
        rowKey={(r) => r.id}
        {...tableStateOf(query)}
        empty={emptyOf(
          list,
          { title: 'No requests match', body: 'Try another status or kind.' },
          { title: 'No return requests yet', body: 'Shoppers’ returns and exchanges appear here as they ask.' },
        )}
        paging={pagingOf(list, query.data, ADMIN_RETURN_LIST.pageSizes)}
      />
    </section>
  );
}
