import { REVIEW_FITS, type Review, type ReviewFit, type ReviewSort, type ReviewSummary } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { StarRating } from '#web/components/ui/star-rating';
import { useT } from '#web/i18n/i18n-provider';
import { useDates } from '#web/i18n/use-dates';
import { notify } from '#web/lib/notify';
import { useSession } from '#web/lib/session';
import { useMyReview } from '../api/get-my-review';
import { useProductReviews } from '../api/get-product-reviews';
import { useVoteHelpful } from '../api/vote-helpful';

const PAGE_SIZE = 5;

/**
 * The product page's reviews: the average, the count, the 5-to-1 histogram and the fit summary,
 * then the published reviews, newest or most helpful first, a page at a time. A buyer is offered
 * to write one (or edit theirs).
 */
export default function ProductReviews({ productId, slug }: { productId: number; slug: string }) {
  const t = useT();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(0);
  const { data, isPending, error, refetch } = useProductReviews(productId, { page, size: PAGE_SIZE, sort });

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mt-10 scroll-mt-20 border-t border-zinc-200 pt-8"
      data-testid="product-reviews"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-lg font-bold text-zinc-900">
          {t('reviews.title')}
        </h2>
        <WriteReviewLink productId={productId} slug={slug} />
      </div>
      {isPending ? (
        <div aria-hidden="true" className="mt-4 grid gap-6 md:grid-cols-[18rem_1fr]">
          <Skeleton className="h-40 w-full" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        </div>
      ) : error ? (
        <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-700">
          {t('reviews.loadError')}
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('reviews.retry')}
          </Button>
        </div>
      ) : data.summary.count === 0 ? (
        <p className="mt-3 text-sm text-zinc-600">{t('reviews.none')}</p>
      ) : (
        <div className="mt-4 grid gap-8 md:grid-cols-[18rem_1fr]">
          <Summary summary={data.summary} />
          <div>
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-zinc-100 pb-3">
              <p className="text-sm text-zinc-600">{t('reviews.basedOn', { count: data.summary.count })}</p>
              <label className="flex items-center gap-2 text-sm text-zinc-700">
                {t('reviews.sortBy')}
                <select
                  className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
                  value={sort}
                  onChange={(e) => {
                    setSort(e.target.value as ReviewSort);
                    setPage(0);
                  }}
                >
                  <option value="newest">{t('reviews.sort.newest')}</option>
                  <option value="helpful">{t('reviews.sort.helpful')}</option>
                </select>
              </label>
            </div>
            <ul className="divide-y divide-zinc-100">
              {data.reviews.map((r) => (
                <ReviewItem key={r.id} review={r} />
              ))}
            </ul>
            {data.totalPages > 1 && (
              <nav aria-label={t('reviews.pages')} className="mt-4 flex items-center justify-between gap-3 text-sm">
                <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('reviews.prev')}
                </Button>
                <span className="text-zinc-600">{t('reviews.pageOf', { page: page + 1, pages: data.totalPages })}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page + 1 >= data.totalPages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('reviews.next')}
                </Button>
              </nav>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** 'Write a review' for a signed-in buyer, 'Edit your review' once written; nothing for anyone else. */
function WriteReviewLink({ productId, slug }: { productId: number; slug: string }) {
  const t = useT();
  const { isAuthenticated } = useSession();
  const { data } = useMyReview(productId, isAuthenticated);
  if (!data?.canReview) return null;
  return (
    <Link to={`/products/${slug}/review`} className={buttonStyles('secondary', 'sm')}>
      {t(data.review ? 'reviews.edit' : 'reviews.write')}
    </Link>
  );
}

/** The fit more reviewers named than any other; none on a tie. */
function mostSaid(fit: ReviewSummary['fit']): ReviewFit | null {
  const [top, next] = [...REVIEW_FITS].sort((a, b) => fit[b] - fit[a]);
  return top && fit[top] > 0 && fit[top] > fit[next!] ? top : null;
}

function Summary({ summary }: { summary: ReviewSummary }) {
  const t = useT();
  const most = mostSaid(summary.fit);
  const fitVotes = REVIEW_FITS.reduce((n, f) => n + summary.fit[f], 0);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <p className="text-4xl font-bold text-zinc-900 tabular-nums">{summary.average.toFixed(1)}</p>
        <div>
          <StarRating rating={summary.average} />
          <p className="mt-1 text-sm text-zinc-600">{t('reviews.count', { count: summary.count })}</p>
        </div>
      </div>
      <ul aria-label={t('reviews.histogram')} className="flex flex-col gap-1.5">
        {summary.stars.map((n, i) => {
          const stars = 5 - i;
          const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li
              key={stars}
              className="grid grid-cols-[2.5rem_1fr_2.5rem] items-center gap-2 text-sm"
              aria-label={t('reviews.starsRow', { stars, count: n })}
            >
              <span aria-hidden="true" className="text-zinc-700 tabular-nums">
                {stars} ★
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-zinc-100">
                <span
                  className={`block h-full rounded-full ${stars >= 3 ? 'bg-emerald-600' : 'bg-amber-500'}`}
                  style={{ width: `${share}%` }}
                />
              </span>
              <span aria-hidden="true" className="text-right text-zinc-600 tabular-nums">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
      {fitVotes > 0 && (
        <div>
          <p className="text-sm font-semibold text-zinc-900">
            {most ? t(`reviews.mostSay.${most}`) : t('reviews.fitLabel')}
          </p>
          <div className="mt-2 flex h-2 overflow-hidden rounded-full bg-zinc-100" aria-hidden="true">
            {REVIEW_FITS.map((f) => (
              <span
                key={f}
                className={f === 'TRUE_TO_SIZE' ? 'bg-emerald-600' : f === 'RUNS_SMALL' ? 'bg-sky-500' : 'bg-amber-500'}
                style={{ width: `${(summary.fit[f] / fitVotes) * 100}%` }}
              />
            ))}
          </div>
          <p className="mt-1.5 flex justify-between gap-2 text-xs text-zinc-600">
            {REVIEW_FITS.map((f) => (
              <span key={f}>
                {t(`reviews.fit.${f}`)} · {summary.fit[f]}
              </span>
            ))}
          </p>
        </div>
      )}
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const t = useT();
  const { day } = useDates();
  const vote = useVoteHelpful();
  const [voted, setVoted] = useState(false);
  const onHelpful = () =>
    vote.mutate(review.id, {
      onSuccess: () => {
        setVoted(true);
        notify('success', t('reviews.helpfulThanks'));
      },
      onError: (e) => notify('error', e.message),
    });
  return (
    <li className="py-5" data-testid="review">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex items-center gap-0.5 rounded px-1.5 py-0.5 text-xs font-bold text-white ${review.rating >= 3 ? 'bg-emerald-700' : 'bg-amber-600'}`}
          aria-label={t('reviews.ratedStars', { count: review.rating })}
        >
          {review.rating} <span aria-hidden="true">★</span>
        </span>
        <h3 className="text-sm font-semibold text-zinc-900">{review.title}</h3>
      </div>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-zinc-800">{review.text}</p>
      {review.fit && (
        <p className="mt-2 text-xs text-zinc-600">
          {t('reviews.fitLabel')}: <span className="font-semibold text-zinc-800">{t(`reviews.fit.${review.fit}`)}</span>
        </p>
      )}
      {review.photos.length > 0 && (
        <ul className="mt-3 flex gap-2">
          {review.photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={url}
                  alt={t('reviews.photoOf', { n: i + 1, name: review.author })}
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-18 rounded-md border border-zinc-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600">
        <span className="font-semibold text-zinc-800">{review.author}</span>
        {review.verifiedBuyer && (
          <span className="inline-flex items-center gap-1 font-semibold text-emerald-700">
            <span aria-hidden="true">✓</span>
            {t('reviews.verified')}
          </span>
        )}
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{day(review.createdAt)}</time>
      </p>
      {review.reply && (
        <div className="mt-3 rounded-md border-l-4 border-accent bg-zinc-50 px-3 py-2 text-sm">
          <p className="text-xs font-bold text-zinc-900">{t('reviews.shopReply')}</p>
          <p className="mt-1 whitespace-pre-line text-zinc-800">{review.reply}</p>
        </div>
      )}
      <div className="mt-3 flex items-center gap-3 text-xs text-zinc-600">
        <span>{t('reviews.helpfulQuestion')}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={voted || vote.isPending}
          aria-pressed={voted}
          onClick={onHelpful}
        >
          {t('reviews.helpfulYes', { count: review.helpful })}
        </Button>
      </div>
    </li>
  );
}
