import { REVIEW_STATUSES, type AdminPage, type AdminReview, type ReviewStatus } from '@kuber/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { DataTable, type Column, emptyOf, pagingOf, tableStateOf } from '#web/components/ui/data-table';
import { Dialog } from '#web/components/ui/dialog';
import { controlStyles, Field } from '#web/components/ui/field';
import { FilterBar, SelectFilter } from '#web/components/ui/filter-bar';
import { FormAlert } from '#web/components/ui/form-alert';
import { notify } from '#web/lib/notify';
import type { FilterDef, ListParams, ListSpec } from '#web/lib/use-list-params';
import { useHideReview } from '#web/features/reviews/api/admin/hide-review';
import { usePublishReview } from '#web/features/reviews/api/admin/publish-review';
import { useReplyReview } from '#web/features/reviews/api/admin/reply-review';

/** The queue's view in the URL: ?status=&productId=&page=&size=. */
export const ADMIN_REVIEW_LIST = {
  filters: {
    status: { kind: 'choice', options: REVIEW_STATUSES },
    productId: { kind: 'text' },
  },
  pageSizes: [20, 50],
} as const satisfies ListSpec<Record<string, FilterDef>, never>;

type ReviewList = ListParams<typeof ADMIN_REVIEW_LIST.filters>;

const STATUS_LABELS: Record<ReviewStatus, string> = {
  PENDING: 'Waiting',
  PUBLISHED: 'Published',
  HIDDEN: 'Hidden',
};
const STATUS_LOOK: Record<ReviewStatus, string> = {
  PENDING: 'border-amber-200 bg-amber-50 text-amber-800',
  PUBLISHED: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  HIDDEN: 'border-zinc-200 bg-zinc-100 text-zinc-700',
};
const FIT_LABELS = { RUNS_SMALL: 'Runs small', TRUE_TO_SIZE: 'True to size', RUNS_LARGE: 'Runs large' } as const;

const written = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function StatusChip({ status }: { status: ReviewStatus }) {
  return (
    <span
      className={`inline-flex rounded-full border px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${STATUS_LOOK[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

type Opened = { review: AdminReview; kind: 'hide' | 'reply' } | null;

/** The reviews queue, newest first: status and product in the URL; publish, hide with a reason, reply in public. */
export function AdminReviewsTable({
  list,
  query,
}: {
  list: ReviewList;
  query: UseQueryResult<AdminPage<AdminReview>>;
}) {
  const [opened, setOpened] = useState<Opened>(null);
  const publish = usePublishReview();
  const productFilter = list.filters.productId;
  const filteredProduct = productFilter && query.data?.items.find((r) => String(r.productId) === productFilter);

  const columns: Column<AdminReview>[] = [
    {
      id: 'review',
      header: 'Review',
      cell: (r) => (
        <div className="flex max-w-xl min-w-0 flex-col gap-1">
          <span className="flex items-center gap-2">
            <span
              className={`rounded px-1.5 py-0.5 text-xs font-bold text-white ${r.rating >= 3 ? 'bg-emerald-700' : 'bg-amber-600'}`}
              aria-label={`${r.rating} out of 5 stars`}
            >
              {r.rating} ★
            </span>
            <span className="font-semibold text-zinc-900">{r.title}</span>
          </span>
          <span className="line-clamp-3 text-sm whitespace-pre-line text-zinc-700">{r.text}</span>
          {r.fit && <span className="text-xs text-zinc-600">Fit: {FIT_LABELS[r.fit]}</span>}
          {r.photos.length > 0 && (
            <span className="flex gap-1.5">
              {r.photos.map((url, i) => (
                <a key={url} href={url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={url}
                    alt={`Photo ${i + 1} from ${r.author}`}
                    width={40}
                    height={40}
                    className="size-10 rounded object-cover"
                  />
                </a>
              ))}
            </span>
          )}
          {r.hideReason && r.status === 'HIDDEN' && (
            <span className="text-xs text-zinc-600">Hidden because: {r.hideReason}</span>
          )}
          {r.reply && (
            <span className="border-l-2 border-accent pl-2 text-xs text-zinc-700">Your reply: {r.reply}</span>
          )}
        </div>
      ),
    },
    {
      id: 'product',
      header: 'Product',
      cell: (r) => (
        <span className="flex flex-col gap-0.5">
          <Link to={`/products/${r.productSlug}`} className="font-semibold text-accent hover:underline">
            {r.productName}
          </Link>
          <button
            type="button"
            className="min-h-6 w-fit text-left text-xs text-zinc-600 underline hover:text-zinc-900"
            onClick={() => list.setFilter('productId', String(r.productId))}
          >
            Only this product
          </button>
        </span>
      ),
      className: 'max-w-56',
    },
    {
      id: 'shopper',
      header: 'Shopper',
      cell: (r) => (
        <span className="block min-w-0">
          <span className="block truncate text-zinc-900">{r.author}</span>
          {r.userEmail && <span className="block truncate text-xs text-zinc-600">{r.userEmail}</span>}
          {r.orderNumber && <span className="block text-xs text-zinc-600">Order {r.orderNumber}</span>}
        </span>
      ),
      className: 'max-w-56',
      hideBelow: 'lg',
    },
    {
      id: 'written',
      header: 'Written',
      cell: (r) => written.format(new Date(r.createdAt)),
      className: 'whitespace-nowrap',
      hideBelow: 'md',
    },
    { id: 'status', header: 'Status', cell: (r) => <StatusChip status={r.status} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) => (
        <span className="flex flex-wrap gap-2">
          {r.status !== 'PUBLISHED' && (
            <Button
              size="sm"
              busy={publish.isPending && publish.variables === r.id}
              busyText="Publishing…"
              aria-label={`Publish the review “${r.title}”`}
              onClick={() =>
                publish.mutate(r.id, {
                  onSuccess: () => notify('success', 'Review published'),
                  onError: (e) => notify('error', e.message),
                })
              }
            >
              Publish
            </Button>
          )}
          {r.status !== 'HIDDEN' && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Hide the review “${r.title}”`}
              onClick={() => setOpened({ review: r, kind: 'hide' })}
            >
              Hide
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Reply to the review “${r.title}”`}
            onClick={() => setOpened({ review: r, kind: 'reply' })}
          >
            {r.reply ? 'Edit reply' : 'Reply'}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section aria-label="Reviews" className="rounded-xl border border-zinc-200 bg-white">
      <div className="border-b border-zinc-200 px-4 py-4 sm:px-5">
        <FilterBar onClear={list.isFiltered ? list.clearFilters : undefined}>
          <SelectFilter
            label="Status"
            allLabel="All statuses"
            value={list.filters.status}
            onChange={(status) => list.setFilter('status', status)}
            options={REVIEW_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          />
          {productFilter && (
            <span className="inline-flex h-9 items-center gap-2 self-end rounded-full border border-zinc-300 bg-zinc-50 px-3 text-sm">
              Product: {filteredProduct ? filteredProduct.productName : `#${productFilter}`}
              <button
                type="button"
                aria-label="Show every product’s reviews"
                className="text-zinc-600 hover:text-zinc-900"
                onClick={() => list.setFilter('productId', undefined)}
              >
                ×
              </button>
            </span>
          )}
        </FilterBar>
      </div>
      <DataTable
        label="Reviews"
        columns={columns}
        rows={query.data?.items}
        rowKey={(r) => r.id}
        {...tableStateOf(query)}
        empty={emptyOf(
          list,
          { title: 'No reviews match', body: 'Try another status or product.' },
          { title: 'No reviews yet', body: 'Buyers’ reviews appear here as they write them.' },
        )}
        paging={pagingOf(list, query.data, ADMIN_REVIEW_LIST.pageSizes)}
      />
      {opened?.kind === 'hide' && <HideDialog review={opened.review} onClose={() => setOpened(null)} />}
      {opened?.kind === 'reply' && <ReplyDialog review={opened.review} onClose={() => setOpened(null)} />}
    </section>
  );
}

function HideDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const hide = useHideReview();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const error = tried && reason.trim().length < 3 ? 'Please say why it is hidden' : undefined;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (reason.trim().length < 3) return;
    hide.mutate(
      { id: review.id, reason },
      {
        onSuccess: () => {
          notify('success', 'Review hidden');
          onClose();
        },
        onError: (err) => setProblem(err.message),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} title={`Hide “${review.title}”`}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <p className="text-sm text-zinc-700">
          It leaves the product page and stops counting in its rating. The reason is for your own records.
        </p>
        <Field label="Reason" error={error}>
          {(c) => (
            <input
              {...c}
              className={controlStyles(!!error, 'h-11')}
              maxLength={300}
              placeholder="Shares a phone number, about another product…"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" busy={hide.isPending} busyText="Hiding…">
            Hide review
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ReplyDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const reply = useReplyReview();
  const [text, setText] = useState(review.reply ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    reply.mutate(
      { id: review.id, reply: text },
      {
        onSuccess: () => {
          notify('success', text.trim() ? 'Reply saved' : 'Reply removed');
          onClose();
        },
        onError: (err) => setProblem(err.message),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} title={`Reply to ${review.author}`}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {problem && <FormAlert>{problem}</FormAlert>}
        <blockquote className="border-l-2 border-zinc-300 pl-3 text-sm text-zinc-700">
          <span className="font-semibold text-zinc-900">{review.title}</span> {review.text}
        </blockquote>
        <Field label="Your public reply" hint="Shown under the review on the product page. Leave empty to remove it.">
          {(c) => (
            <textarea
              {...c}
              rows={4}
              maxLength={1000}
              className={controlStyles(false, 'py-2')}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" busy={reply.isPending} busyText="Saving…">
            Save reply
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
