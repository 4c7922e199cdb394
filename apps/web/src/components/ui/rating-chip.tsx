import { useT } from '#web/i18n/i18n-provider';

/** 1234 → '1.2k', as shoppers read review counts on Indian fashion apps. */
function compactCount(n: number): string {
  if (n < 1000) return String(n);
  const thousands = n / 1000;
  return `${thousands >= 100 ? Math.round(thousands) : Number(thousands.toFixed(1))}k`;
}

/** '4.2 ★ | 1.2k' over the card image. */
export function RatingChip({ rating, reviews }: { rating: number; reviews: number }) {
  const t = useT();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-sm bg-white/90 px-1.5 py-0.5 text-[11px] font-semibold text-zinc-900 shadow-sm"
      aria-label={t('product.ratedFrom', { rating: rating.toFixed(1), reviews })}
    >
      {rating.toFixed(1)}{' '}
      <span className="text-emerald-700" aria-hidden="true">
        ★
      </span>{' '}
      <span className="text-zinc-400" aria-hidden="true">
        |
      </span>{' '}
      <span aria-hidden="true">{compactCount(reviews)}</span>
    </span>
  );
}
