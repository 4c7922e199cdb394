import type { Review } from '@kuber/shared';

/** The few reviews told to search engines, as schema.org's Review: the writer's first name, the stars, the words and the day. */
export function reviewsStructuredData(written: Review[]): { review?: object[] } {
  if (!written.length) return {};
  return {
    review: written.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.createdAt.slice(0, 10),
      name: r.title,
      reviewBody: r.text,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
