import { useSearchParams } from 'react-router';

/** One filter of a list, as the URL keeps it. */
export type FilterDef =
  /** Free text (?q=kurta); blank is no filter. */
  | { kind: 'text' }
  /** One of fixed values (?role=ADMIN); anything else is no filter. */
  | { kind: 'choice'; options: readonly string[] }
  /** On or off (?featured=true); off is no filter. */
  | { kind: 'flag' };

export type FilterValue<D extends FilterDef> = D extends { kind: 'flag' }
  ? boolean
  : D extends { kind: 'choice'; options: readonly (infer O)[] }
    ? O
    : string;

export type SortDirection = 'asc' | 'desc';

export interface SortState<S extends string = string> {
  by: S;
  direction: SortDirection;
}

export interface ListSpec<F extends Record<string, FilterDef>, S extends string> {
  filters: F;
  /** Columns the list may be sorted by. */
  sorts?: readonly S[];
  /** The order when the URL names none; left out of the URL. */
  defaultSort?: SortState<S>;
  /** Page sizes offered; the first is the default. */
  pageSizes: readonly number[];
}

export type FilterValues<F extends Record<string, FilterDef>> = { [K in keyof F]?: FilterValue<F[K]> };

export interface ListState<F extends Record<string, FilterDef>, S extends string> {
  /** 0-based, as the API counts pages. */
  page: number;
  size: number;
  sort: SortState<S> | null;
  filters: FilterValues<F>;
}

export type ListChange<F extends Record<string, FilterDef>, S extends string> = Partial<
  Omit<ListState<F, S>, 'filters'>
> & {
  filters?: FilterValues<F>;
};

/**
 * The list's view as read from the URL. People read and share these links, so the page is
 * 1-based there (?page=2 is the second page) and a sort is a column, '-' first when
 * descending (?sort=-createdAt). Whatever is missing or unknown falls back to the default.
 */
export function readListState<F extends Record<string, FilterDef>, S extends string>(
  params: URLSearchParams,
  spec: ListSpec<F, S>,
): ListState<F, S> {
  const pageParam = Number(params.get('page'));
  const sizeParam = Number(params.get('size'));
  const filters: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(spec.filters)) {
    const raw = params.get(name)?.trim() ?? '';
    if (def.kind === 'text' && raw) filters[name] = raw;
    if (def.kind === 'choice' && def.options.includes(raw)) filters[name] = raw;
    if (def.kind === 'flag' && raw === 'true') filters[name] = true;
  }
  return {
    page: Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0,
    size: spec.pageSizes.includes(sizeParam) ? sizeParam : spec.pageSizes[0]!,
    sort: readSort(params.get('sort'), spec) ?? spec.defaultSort ?? null,
    filters: filters as FilterValues<F>,
  };
}

function readSort<S extends string>(
  raw: string | null,
  spec: ListSpec<Record<string, FilterDef>, S>,
): SortState<S> | null {
  if (!raw) return null;
  const by = raw.replace(/^-/, '') as S;
  return spec.sorts?.includes(by) ? { by, direction: raw.startsWith('-') ? 'desc' : 'asc' } : null;
}

/**
 * The URL after a change. A new filter, sort or page size starts again at the first page;
 * defaults and empty filters are left out, and parameters the list does not own are kept.
 */
export function writeListState<F extends Record<string, FilterDef>, S extends string>(
  params: URLSearchParams,
  change: ListChange<F, S>,
  spec: ListSpec<F, S>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) =>
    value === undefined ? next.delete(name) : next.set(name, value);

  for (const [name, value] of Object.entries(change.filters ?? {})) {
    const def = spec.filters[name];
    if (!def) continue;
    if (def.kind === 'flag') set(name, value === true ? 'true' : undefined);
    else set(name, typeof value === 'string' && value.trim() ? value.trim() : undefined);
  }
  if (change.sort !== undefined) {
    const isDefault =
      change.sort?.by === spec.defaultSort?.by && change.sort?.direction === spec.defaultSort?.direction;
    set(
      'sort',
      change.sort && !isDefault ? `${change.sort.direction === 'desc' ? '-' : ''}${change.sort.by}` : undefined,
    );
  }
  if (change.size !== undefined) set('size', change.size === spec.pageSizes[0] ? undefined : String(change.size));
  const startsAgain = change.filters !== undefined || change.sort !== undefined || change.size !== undefined;
  if (change.page !== undefined || startsAgain)
    set('page', change.page && !startsAgain ? String(change.page + 1) : undefined);
  return next;
}

/**
 * A list's paging, sort and filters kept in the URL's search parameters, so a link (or a
 * reload, or Back) reopens the same view. Moving between pages adds a history entry; other
 * changes replace the current one, so Back leaves the list rather than undoing each keystroke.
 */
export function useListParams<F extends Record<string, FilterDef>, S extends string = never>(spec: ListSpec<F, S>) {
  const [params, setParams] = useSearchParams();
  const state = readListState(params, spec);
  const change = (what: ListChange<F, S>) =>
    setParams((current) => writeListState(current, what, spec), { replace: what.page === undefined });

  return {
    ...state,
    isFiltered: Object.keys(state.filters).length > 0,
    setPage: (page: number) => change({ page }),
    setSize: (size: number) => change({ size }),
    setSort: (sort: SortState<S>) => change({ sort }),
    setFilter: <K extends keyof F>(name: K, value: FilterValue<F[K]> | undefined) =>
      change({ filters: { [name]: value } as FilterValues<F> }),
    clearFilters: () =>
      change({
        filters: Object.fromEntries(Object.keys(spec.filters).map((name) => [name, undefined])) as FilterValues<F>,
      }),
  };
}

export type ListParams<F extends Record<string, FilterDef>, S extends string = never> = ReturnType<
  typeof useListParams<F, S>
>;
