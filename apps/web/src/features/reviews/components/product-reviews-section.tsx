import { lazy, Suspense } from 'react';
import { Skeleton } from '#web/components/ui/skeleton';
import { RenderWhenSeen } from '#web/components/ui/when-seen';

// Below the fold: its code and its request wait until the shopper scrolls near it.
const ProductReviews = lazy(() => import('./product-reviews'));

// It holds the section's address (#reviews, where the rating beside the title leads), so a link
// there scrolls to it, which draws the section.
const placeholder = (
  <div id="reviews" aria-hidden="true" className="mt-10 border-t border-zinc-200 pt-8">
    <Skeleton className="h-6 w-48" />
    <Skeleton className="mt-4 h-40 w-full" />
  </div>
);

/** The product page's reviews, drawn once their place comes near the screen. */
export function ProductReviewsSection({ product }: { product: { id: number; slug: string } }) {
  return (
    <RenderWhenSeen placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <ProductReviews productId={product.id} slug={product.slug} />
      </Suspense>
    </RenderWhenSeen>
  );
}
