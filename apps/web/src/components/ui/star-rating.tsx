import { useId } from 'react';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8L12 2.8z';

/** Five stars filled to the nearest half, e.g. 4.3 shows four and a half. */
export function StarRating({ rating, className = 'size-5' }: { rating: number; className?: string }) {
  const id = useId();
  const rounded = Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2;
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="inline-flex text-amber-500">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.min(1, Math.max(0, rounded - i));
        return (
          <svg key={i} viewBox="0 0 24 24" className={className} aria-hidden="true">
            <defs>
              <clipPath id={`${id}-${i}`}>
                <rect x="0" y="0" width={24 * fill} height="24" />
              </clipPath>
            </defs>
            <path d={STAR} fill="#e4e4e7" />
            <path d={STAR} fill="currentColor" clipPath={`url(#${id}-${i})`} />
          </svg>
        );
      })}
    </span>
  );
}
