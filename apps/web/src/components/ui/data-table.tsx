import { Fragment, useId, type Key, type ReactNode } from 'react';
import { useT, type Words } from '#web/i18n/i18n-provider';
import type { SortState } from '#web/lib/use-list-params';
import { Button } from './button';
import { AlertIcon } from './icons';
import { Pager, type PagerProps } from './pager';
import { Skeleton } from './skeleton';

export interface Column<Row> {
  /** Names the column; for a sortable one, the sort the list asks for. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** The first order a click on the header asks for (dates and amounts read best newest or largest first). */
  firstDirection?: SortState['direction'];
  align?: 'start' | 'end';
  /** Left out of the table on narrower screens (a phone's cards still show it). */
  hideBelow?: 'md' | 'lg';
  /** Classes for the column's cells (width, truncation). */
  className?: string;
}

export interface EmptyState {
  title: string;
  body?: ReactNode;
  /** What to do next: add the first one, clear the filters. */
  action?: ReactNode;
}

interface DataTableProps<Row, S extends string> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<Row>[];
  /** Undefined until the first answer. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** The first load: skeleton rows stand in. */
  loading: boolean;
  /** A newer page is on its way while the last one still shows. */
  refreshing?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  empty: EmptyState;
  sort?: SortState<S> | null;
  onSortChange?: (sort: SortState<S>) => void;
  paging?: PagerProps;
  /** Rows picked for an action on many at once: a checkbox before each row (each card on a phone). */
  selection?: Selection<Row>;
}

export interface Selection<Row> {
  isSelected: (row: Row) => boolean;
  onChange: (rows: readonly Row[], selected: boolean) => void;
  /** The checkbox's accessible name for a row ('Select order KF10000001'). */
  rowLabel: (row: Row) => string;
  /** The accessible name of the checkbox that picks every row shown. */
  allLabel: string;
}

/** The pager of a list kept in the address (lib/use-list-params.ts), once its answer gives the total. */
export function pagingOf(
  list: { page: number; size: number; setPage: (page: number) => void; setSize: (size: number) => void },
  answer: { total: number } | undefined,
  sizes: readonly number[],
): PagerProps | undefined {
  return (
    answer && {
      page: list.page,
      size: list.size,
      total: answer.total,
      sizes,
      onPageChange: list.setPage,
      onSizeChange: list.setSize,
    }
  );
}

/**
 * The empty state of a list kept in the address: with filters set, what to try and a button that
 * clears them; without, `none` (the first one to add).
 */
export function emptyOf(
  list: { isFiltered: boolean; clearFilters: () => void },
  filtered: { title: string; body: string },
  none: EmptyState,
): EmptyState {
  if (!list.isFiltered) return none;
  const action = (
    <Button variant="secondary" size="sm" onClick={list.clearFilters}>
      Clear filters
    </Button>
  );
  return { ...filtered, action };
}

/** A list query's state as the table shows it: skeleton rows, a newer page on its way, an error with Try Again. */
export function tableStateOf(query: {
  isPending: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
  refetch: () => unknown;
}) {
  return {
    loading: query.isPending,
    refreshing: query.isPlaceholderData,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

const HIDE: Record<NonNullable<Column<unknown>['hideBelow']>, string> = {
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
};

const SKELETON_ROWS = 5;

/**
 * The lists' table (the back office's, and the shopper's referrals): sortable headers,
 * skeleton rows while loading, an empty state that says what to do next, an error with
 * Try Again, and the pager under it. On a phone
 * each row becomes a card (the first column its title, the others label and value) with
 * a sort select, since a wide table only scrolls sideways there. It shows what the screen
 * hands it (from React Query) and fetches nothing itself. Its own words are the provider's
 * (English in the back office, the shopper's language on the storefront); the screen passes
 * its label, headers and empty state already worded.
 */
export function DataTable<Row, S extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  refreshing = false,
  error,
  onRetry,
  empty,
  sort,
  onSortChange,
  paging,
  selection,
}: DataTableProps<Row, S>) {
  const t = useT();
  const cellClass = (column: Column<Row>) =>
    `px-4 py-3 ${column.align === 'end' ? 'text-right' : 'text-left'} ${column.hideBelow ? HIDE[column.hideBelow] : ''}`;
  const blank = !loading && !error && rows?.length === 0;

  const skeletons = Array.from({ length: Math.min(paging?.size ?? SKELETON_ROWS, SKELETON_ROWS) }, (_, i) => i);
  const [title, ...details] = columns;
  const shown = loading ? [] : (rows ?? []);
  const selectedShown = selection ? shown.filter((row) => selection.isSelected(row)).length : 0;
  const checkbox = 'size-5 shrink-0 cursor-pointer accent-accent';

  return (
    <div className="flex flex-col gap-3">
      {onSortChange && columns.some((column) => column.sortable) && (
        <PhoneSort columns={columns} sort={sort} onSortChange={onSortChange} />
      )}
      <ul
        aria-label={label}
        aria-busy={loading || refreshing || undefined}
        className={`divide-y divide-zinc-100 transition-opacity sm:hidden ${refreshing ? 'opacity-60' : ''}`}
      >
        {loading &&
          skeletons.map((i) => (
            <li key={i} className="flex flex-col gap-2 px-4 py-3">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4" />
            </li>
          ))}
        {!loading &&
          title &&
          rows?.map((row) => (
            <li key={rowKey(row)} className="px-4 py-3 text-sm">
              <div className="flex items-center gap-3 font-medium text-zinc-900">
                {selection && (
                  <input
                    type="checkbox"
                    aria-label={selection.rowLabel(row)}
                    checked={selection.isSelected(row)}
                    onChange={(event) => selection.onChange([row], event.target.checked)}
                    className={checkbox}
                  />
                )}
                {title.cell(row)}
              </div>
              <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                {details.map((column) => (
                  <Fragment key={column.id}>
                    <dt className="text-zinc-600">{column.header}</dt>
                    <dd className="min-w-0 break-words text-zinc-800">{column.cell(row)}</dd>
                  </Fragment>
                ))}
              </dl>
            </li>
          ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table
          aria-label={label}
          aria-busy={loading || refreshing || undefined}
          className="w-full border-collapse text-sm"
        >
          <thead className="border-b border-zinc-200 text-xs tracking-wide text-zinc-600 uppercase">
            <tr>
              {selection && (
                <th scope="col" className="w-10 py-3 pr-0 pl-4">
                  <input
                    type="checkbox"
                    aria-label={selection.allLabel}
                    checked={shown.length > 0 && selectedShown === shown.length}
                    ref={(box) => {
                      if (box) box.indeterminate = selectedShown > 0 && selectedShown < shown.length;
                    }}
                    disabled={shown.length === 0}
                    onChange={(event) => selection.onChange(shown, event.target.checked)}
                    className={checkbox}
                  />
                </th>
              )}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortable ? ariaSort(sort, column.id) : undefined}
                  className={`${cellClass(column)} font-semibold whitespace-nowrap`}
                >
                  {column.sortable && onSortChange ? (
                    <SortButton column={column} sort={sort} onSortChange={onSortChange} />
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={`divide-y divide-zinc-100 transition-opacity ${refreshing ? 'opacity-60' : ''}`}>
            {loading &&
              skeletons.map((i) => (
                <tr key={i}>
                  {selection && <td className="py-3 pr-0 pl-4" />}
                  {columns.map((column) => (
                    <td key={column.id} className={cellClass(column)}>
                      <Skeleton className="h-5" />
                    </td>
                  ))}
                </tr>
              ))}
            {!loading &&
              rows?.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={
                    selection?.isSelected(row) ? 'bg-accent-soft/40 hover:bg-accent-soft/60' : 'hover:bg-zinc-50'
                  }
                >
                  {selection && (
                    <td className="py-3 pr-0 pl-4">
                      <input
                        type="checkbox"
                        aria-label={selection.rowLabel(row)}
                        checked={selection.isSelected(row)}
                        onChange={(event) => selection.onChange([row], event.target.checked)}
                        className={checkbox}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.id} className={`${cellClass(column)} text-zinc-800 ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {loading && (
        <p role="status" className="sr-only">
          {t('table.loading', { label: label.toLowerCase() })}
        </p>
      )}
      {error && <ErrorState error={error} onRetry={onRetry} />}
      {blank && <Empty state={paging && paging.total > 0 ? pastTheEnd(t, paging) : empty} />}
      {paging && rows && rows.length > 0 && (
        <div className="px-4 pb-1">
          <Pager {...paging} />
        </div>
      )}
    </div>
  );
}

/** The phone's way to sort, where the cards have no headers to click. */
function PhoneSort<Row, S extends string>({
  columns,
  sort,
  onSortChange,
}: {
  columns: readonly Column<Row>[];
  sort?: SortState<S> | null;
  onSortChange: (sort: SortState<S>) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-2 px-4 sm:hidden">
      <label htmlFor={id} className="text-sm text-zinc-600">
        {t('table.sortBy')}
      </label>
      <select
        id={id}
        value={sort ? `${sort.by}:${sort.direction}` : ''}
        onChange={(event) => {
          const [by, direction] = event.target.value.split(':') as [S, SortState['direction']];
          onSortChange({ by, direction });
        }}
        className="h-9 min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-2 text-base text-zinc-900"
      >
        {!sort && <option value="">{t('table.defaultOrder')}</option>}
        {columns
          .filter((column) => column.sortable)
          .flatMap((column) =>
            (['asc', 'desc'] as const).map((direction) => (
              <option key={`${column.id}:${direction}`} value={`${column.id}:${direction}`}>
                {t(direction === 'asc' ? 'table.ascending' : 'table.descending', { column: column.header })}
              </option>
            )),
          )}
      </select>
    </div>
  );
}

function ariaSort(sort: SortState | null | undefined, id: string) {
  if (sort?.by !== id) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function SortButton<Row, S extends string>({
  column,
  sort,
  onSortChange,
}: {
  column: Column<Row>;
  sort?: SortState<S> | null;
  onSortChange: (sort: SortState<S>) => void;
}) {
  const active = sort?.by === column.id;
  const next: SortState<S> = {
    by: column.id as S,
    direction: active ? (sort.direction === 'asc' ? 'desc' : 'asc') : (column.firstDirection ?? 'asc'),
  };
  return (
    <button
      type="button"
      onClick={() => onSortChange(next)}
      className={`-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-zinc-950 ${active ? 'text-zinc-950' : ''} ${column.align === 'end' ? 'flex-row-reverse' : ''}`}
    >
      {column.header}
      <SortMark direction={active ? sort.direction : undefined} />
    </button>
  );
}

/** ▲ or ▼ for the column the list is sorted by, a faint pair on the others. */
function SortMark({ direction }: { direction?: SortState['direction'] }) {
  return (
    <svg viewBox="0 0 10 14" width={8} height={12} aria-hidden="true" className="shrink-0">
      <path
        d="M5 1 9 6H1Z"
        className={direction === 'asc' ? 'fill-current' : direction ? 'fill-transparent' : 'fill-zinc-300'}
      />
      <path
        d="M5 13 1 8h8Z"
        className={direction === 'desc' ? 'fill-current' : direction ? 'fill-transparent' : 'fill-zinc-300'}
      />
    </svg>
  );
}

function ErrorState({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-accent-soft text-accent">
        <AlertIcon />
      </span>
      <p className="text-sm text-zinc-800">{error.message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </div>
  );
}

function Empty({ state }: { state: EmptyState }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
      <p className="text-sm font-semibold text-zinc-900">{state.title}</p>
      {state.body && <p className="max-w-sm text-sm text-zinc-600">{state.body}</p>}
      {state.action && <div className="mt-2">{state.action}</div>}
    </div>
  );
}

/** An old link to a page that no longer has rows: say so, and offer the first page. */
function pastTheEnd(t: Words['t'], paging: PagerProps): EmptyState {
  return {
    title: t('table.pastEnd'),
    body: t('table.pastEndBody'),
    action: (
      <Button variant="secondary" size="sm" onClick={() => paging.onPageChange(0)}>
        {t('table.firstPage')}
      </Button>
    ),
  };
}
