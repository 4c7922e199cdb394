import { MAX_REVIEW_PHOTOS, REVIEW_FITS, type MyReview, type ReviewFit } from '@kuber/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { controlStyles, Field } from '#web/components/ui/field';
import { FormAlert } from '#web/components/ui/form-alert';
import { ItemThumb } from '#web/components/ui/item-thumb';
import { Skeleton } from '#web/components/ui/skeleton';
import { useT } from '#web/i18n/i18n-provider';
import { notify } from '#web/lib/notify';
import { useMyReview } from '../api/get-my-review';
import { uploadReviewPhoto } from '../api/upload-review-photo';
import { useWriteReview } from '../api/write-review';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8L12 2.8z';

interface ReviewedProduct {
  id: number;
  slug: string;
  /** In the reader's language. */
  name: string;
  image: string;
}

/**
 * Writes or edits the shopper's review of a product they bought: the stars, how it fits, a title,
 * the words and up to three photos. Someone without a delivered order of it is told why not.
 */
export function ReviewForm({ product }: { product: ReviewedProduct }) {
  const t = useT();
  const { data, isPending, error, refetch } = useMyReview(product.id);

  const head = (
    <div className="mb-5 flex items-center gap-3">
      <ItemThumb src={product.image} />
      <div className="min-w-0">
        <h1 className="text-xl font-bold text-zinc-900">
          {t(data?.review ? 'reviews.editTitle' : 'reviews.writeTitle')}
        </h1>
        <Link to={`/products/${product.slug}`} className="text-sm text-accent hover:underline">
          {product.name}
        </Link>
      </div>
    </div>
  );
  if (isPending)
    return (
      <div aria-hidden="true" className="flex flex-col gap-4">
        <Skeleton className="h-16 w-64" />
        <Skeleton className="h-11 w-56" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  if (error)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        {t('reviews.loadError')}
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('reviews.retry')}
        </Button>
      </div>
    );
  if (!data.canReview)
    return (
      <div>
        {head}
        <p className="text-sm text-zinc-700">{t('reviews.notBuyer')}</p>
        <Link to={`/products/${product.slug}`} className={buttonStyles('secondary', 'md', 'mt-4')}>
          {t('reviews.backToProduct')}
        </Link>
      </div>
    );
  return (
    <div>
      {head}
      {data.review && <StatusNote review={data.review} />}
      <ReviewFields product={product} review={data.review} />
    </div>
  );
}

function StatusNote({ review }: { review: MyReview }) {
  const t = useT();
  return (
    <p
      className={`mb-5 rounded-md px-3 py-2 text-sm ${review.status === 'PUBLISHED' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
    >
      {t(`reviews.status.${review.status}`)}
    </p>
  );
}

type Photo = { url: string } | { sending: true; key: string };

function ReviewFields({ product, review }: { product: ReviewedProduct; review: MyReview | null }) {
  const t = useT();
  const navigate = useNavigate();
  const write = useWriteReview(product.id, review?.id ?? null);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [fit, setFit] = useState<ReviewFit | null>(review?.fit ?? null);
  const [title, setTitle] = useState(review?.title ?? '');
  const [text, setText] = useState(review?.text ?? '');
  const [photos, setPhotos] = useState<Photo[]>((review?.photos ?? []).map((url) => ({ url })));
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const ratingError = tried && !rating ? t('reviews.chooseRating') : undefined;
  const titleError = tried && title.trim().length < 3 ? t('reviews.titleNeeded') : undefined;
  const textError = tried && text.trim().length < 10 ? t('reviews.textNeeded') : undefined;
  const sending = photos.some((p) => 'sending' in p);

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    const key = `${file.name}-${Date.now()}`;
    setPhotos((list) => [...list, { sending: true, key }]);
    try {
      const { publicUrl } = await uploadReviewPhoto(file);
      setPhotos((list) => list.map((p) => ('sending' in p && p.key === key ? { url: publicUrl } : p)));
    } catch (e) {
      setPhotos((list) => list.filter((p) => !('sending' in p && p.key === key)));
      notify('error', (e as Error).message);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setProblem(null);
    if (!rating || title.trim().length < 3 || text.trim().length < 10 || sending) return;
    write.mutate(
      { rating, fit, title, text, photos: photos.flatMap((p) => ('url' in p ? [p.url] : [])) },
      {
        onSuccess: (saved) => {
          notify('success', t(saved.status === 'PUBLISHED' ? 'reviews.published' : 'reviews.sentForCheck'));
          void navigate(`/products/${product.slug}#reviews`);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {problem && <FormAlert>{problem}</FormAlert>}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-zinc-900">{t('reviews.yourRating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={n}
                className="peer sr-only"
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-label={t('reviews.stars', { count: n })}
              />
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={`size-10 rounded-md peer-focus-visible:outline-2 peer-focus-visible:outline-accent ${n <= rating ? 'text-amber-500' : 'text-zinc-300'}`}
              >
                <path d={STAR} fill="currentColor" />
              </svg>
            </label>
          ))}
        </div>
        {ratingError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {ratingError}
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-zinc-900">
          {t('reviews.howFits')} <span className="font-normal text-zinc-600">{t('reviews.optional')}</span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {REVIEW_FITS.map((f) => (
            <label
              key={f}
              className={`flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm has-focus-visible:outline-2 has-focus-visible:outline-accent ${fit === f ? 'border-accent bg-accent/5 font-semibold text-zinc-900' : 'border-zinc-300 text-zinc-700'}`}
            >
              <input
                type="radio"
                name="fit"
                className="sr-only"
                checked={fit === f}
                onChange={() => setFit(f)}
                onClick={() => fit === f && setFit(null)}
              />
              {t(`reviews.fit.${f}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <Field label={t('reviews.titleLabel')} error={titleError}>
        {(c) => (
          <input
            {...c}
            className={controlStyles(!!titleError, 'h-11')}
            maxLength={100}
            placeholder={t('reviews.titlePlaceholder')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </Field>

      <Field label={t('reviews.textLabel')} hint={t('reviews.textHint')} error={textError}>
        {(c) => (
          <textarea
            {...c}
            rows={5}
            maxLength={2000}
            className={controlStyles(!!textError, 'py-2')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>

      <Field label={t('reviews.photos')} labelNote={t('reviews.optional')} hint={t('reviews.photosHint')}>
        {(c) => (
          <div className="flex flex-col gap-3">
            {photos.length > 0 && (
              <ul className="flex flex-wrap gap-2">
                {photos.map((p, i) => (
                  <li key={'url' in p ? p.url : p.key} className="relative">
                    {'url' in p ? (
                      <>
                        <img
                          src={p.url}
                          alt={t('reviews.photoAdded', { n: i + 1 })}
                          width={72}
                          height={72}
                          className="size-18 rounded-md border border-zinc-200 object-cover"
                        />
                        <button
                          type="button"
                          className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-zinc-900 text-sm text-white"
                          aria-label={t('reviews.removePhoto', { n: i + 1 })}
                          onClick={() => setPhotos((list) => list.filter((_, j) => j !== i))}
                        >
                          ×
                        </button>
                      </>
                    ) : (
                      <span className="flex size-18 items-center justify-center rounded-md border border-dashed border-zinc-300 text-xs text-zinc-600">
                        {t('reviews.uploading')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {photos.length < MAX_REVIEW_PHOTOS && (
              <input
                {...c}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                className="block w-full text-sm text-zinc-700 file:mr-3 file:h-10 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-3 file:text-sm file:font-semibold"
                onChange={(e) => {
                  void onPhoto(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            )}
          </div>
        )}
      </Field>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={`/products/${product.slug}`} className={buttonStyles('secondary')}>
          {t('reviews.cancel')}
        </Link>
        <Button type="submit" busy={write.isPending} busyText={t('reviews.sending')} disabled={sending}>
          {t(review ? 'reviews.save' : 'reviews.submit')}
        </Button>
      </div>
    </form>
  );
}
