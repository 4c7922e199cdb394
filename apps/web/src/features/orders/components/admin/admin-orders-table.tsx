import {
  formatINR,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type AdminOrderRow,
  type AdminPage,
} from '@kuber/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type Column, type Selection, emptyOf, pagingOf, tableStateOf } from '#web/components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '#web/components/ui/filter-bar';
import type { FilterDef, ListParams, ListSpec } from '#web/lib/use-list-params';
import { DateRangeFilter } from './date-range-filter';
import { OrderStatusSelect } from './order-status-select';

/** The list's view in the URL: ?q=&status=&paymentMethod=&paymentStatus=&from=&to=&page=&size=. */
export const ADMIN_ORDER_LIST = {
  filters: {
    q: { kind: 'text' },
    status: { kind: 'choice', options: ORDER_STATUSES },
    paymentMethod: { kind: 'choice', options: PAYMENT_METHODS },
    paymentStatus: { kind: 'choice', options: PAYMENT_STATUSES },
    from: { kind: 'text' },
    to: { kind: 'text' },
  },
  pageSizes: [10, 20, 50],
} as const satisfies ListSpec<Record<string, FilterDef>, never>;

type OrderList = ListParams<typeof ADMIN_ORDER_LIST.filters>;

const placed = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const COLUMNS: Column<AdminOrderRow>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: (order) => (
      <Link to={`/admin/orders/${order.id}`} className="font-semibold text-accent hover:underline">
        {order.orderNumber}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'Placed',
    cell: (order) => placed.format(new Date(order.createdAt)),
    className: 'whitespace-nowrap',
  },
  {
    id: 'customer',
    header: 'Shopper',
    cell: (order) => (
      <span className="block min-w-0">
        <span className="block truncate text-zinc-900">{order.customerName}</span>
        <span className="block truncate text-xs text-zinc-600">{order.userEmail}</span>
      </span>
    ),
    className: 'max-w-56',
  },
  {
    id: 'items',
    header: 'Items',
    cell: (order) => order.totalItems,
    align: 'end',
    hideBelow: 'lg',
    className: 'tabular-nums',
  },
  {
    id: 'total',
    header: 'Total',
    cell: (order) => formatINR(order.totalAmount),
    align: 'end',
    className: 'whitespace-nowrap tabular-nums font-medium',
  },
  {
    id: 'payment',
    header: 'Payment',
    cell: (order) => (
      <span className="block whitespace-nowrap">
        <span className="block text-zinc-900">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
        <span className={`block text-xs ${order.paymentStatus === 'PAID' ? 'text-emerald-700' : 'text-zinc-600'}`}>
          {PAYMENT_STATUS_LABELS[order.paymentStatus]}
        </span>
        {/* The shopper's UPI reference, to match against the shop's bank statement; an online payment's gateway id. */}
        {order.paymentReference && (
          <span className="block font-mono text-xs text-zinc-900">
            {order.paymentMethod === 'ONLINE' ? order.paymentReference : `UTR ${order.paymentReference}`}
          </span>
        )}
        {order.paymentIssue && (
          <span title={order.paymentIssue} className="block text-xs font-semibold text-amber-800">
            Payment issue: see the order
          </span>
        )}
      </span>
    ),
    hideBelow: 'md',
  },
  { id: 'status', header: 'Status', cell: (order) => <OrderStatusSelect order={order} /> },
];

/** Every order, newest first: search, status and dates in the URL, the status changed from its row. */
export function AdminOrdersTable({
  list,
  query,
  selection,
}: {
  list: OrderList;
  query: UseQueryResult<AdminPage<AdminOrderRow>>;
  /** Orders ticked for an action on many at once. */
  selection?: Selection<AdminOrderRow>;
}) {
  return (
    <section aria-label="Orders" className="rounded-xl border border-zinc-200 bg-white">
      <div className="border-b border-zinc-200 px-4 py-4 sm:px-5">
        <FilterBar onClear={list.isFiltered ? list.clearFilters : undefined}>
          <SearchFilter
            label="Search orders"
            placeholder="Order number, email, name or phone"
            value={list.filters.q ?? ''}
            onChange={(q) => list.setFilter('q', q)}
          />
          <SelectFilter
            label="Status"
            allLabel="All statuses"
            value={list.filters.status}
            onChange={(status) => list.setFilter('status', status)}
            options={ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))}
          />
          <SelectFilter
            label="Paid by"
            allLabel="Any way"
            value={list.filters.paymentMethod}
            onChange={(method) => list.setFilter('paymentMethod', method)}
            options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
          />
          <SelectFilter
            label="Payment"
            allLabel="Any payment"
            value={list.filters.paymentStatus}
            onChange={(paymentStatus) => list.setFilter('paymentStatus', paymentStatus)}
            options={PAYMENT_STATUSES.map((paymentStatus) => ({
              value: paymentStatus,
              label: PAYMENT_STATUS_LABELS[paymentStatus],
            }))}
          />
          <DateRangeFilter
            from={list.filters.from}
            to={list.filters.to}
            onChange={(end, day) => list.setFilter(end, day)}
          />
        </FilterBar>
      </div>
      <DataTable
        label="Orders"
        columns={COLUMNS}
        rows={query.data?.items}
        rowKey={(order) => order.id}
        selection={selection}
        {...tableStateOf(query)}
        empty={emptyOf(
          list,
          { title: 'No orders match', body: 'Try another search, status, payment or dates.' },
          { title: 'No orders yet', body: 'Orders appear here as soon as shoppers place them.' },
        )}
        paging={pagingOf(list, query.data, ADMIN_ORDER_LIST.pageSizes)}
      />
    </section>
  );
}
