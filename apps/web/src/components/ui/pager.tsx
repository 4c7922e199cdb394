import { useId } from 'react';
import { useT, type Words } from '#web/i18n/i18n-provider';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** 'Showing 21–40 of 134' for a 0-based page; one row reads 'Showing 21 of 21'. */
export function pagingText(t: Words['t'], page: number, size: number, total: number): string {
  // A page past the end (an old link after rows went away) shows nothing of the total.
  if (page * size >= total) return t('table.showingOne', { row: 0, total });
  const from = page * size + 1;
  const to = Math.min((page + 1) * size, total);
  return from === to ? t('table.showingOne', { row: from, total }) : t('table.showing', { from, to, total });
}

export interface PagerProps {
  /** 0-based. */
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Sizes a person may choose; without them the size is fixed. */
  sizes?: readonly number[];
  onSizeChange?: (size: number) => void;
}

/**
 * Where a paged list is ('Showing 1–20 of 134'), Previous and Next, and how many rows a page
 * shows, in the shopper's language (the back office's provider is English-only).
 */
export function Pager({ page, size, total, onPageChange, sizes, onSizeChange }: PagerProps) {
  const t = useT();
  const sizeId = useId();
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  return (
    <nav
      aria-label={t('table.pages')}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-zinc-700"
    >
      <p aria-live="polite" className="tabular-nums">
        {pagingText(t, page, size, total)}
      </p>
      <div className="flex items-center gap-3">
        {sizes && onSizeChange && (
          <div className="flex items-center gap-2">
            <label htmlFor={sizeId} className="text-zinc-600">
              {t('table.rows')}
            </label>
            <select
              id={sizeId}
              value={size}
              onChange={(event) => onSizeChange(Number(event.target.value))}
              className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900"
            >
              {sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            className="w-9 px-0"
            aria-label={t('table.previousPage')}
            disabled={page <= 0}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="w-9 px-0"
            aria-label={t('table.nextPage')}
            disabled={page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </Button>
        </div>
      </div>
    </nav>
  );
}
