/** The six fixed categories of the store (spec section 2). */
export const CATEGORIES = [
  {
    id: 1,
    slug: 'mens-fashion',
    name: "Men's Fashion",
    label: 'Men',
    description: 'Shirts, T-shirts, jeans, jackets and ethnic wear for men',
  },
  {
    id: 2,
    slug: 'womens-fashion',
    name: "Women's Fashion",
    label: 'Women',
    description: 'Dresses, kurtas, sarees, tops and blouses for women',
  },
  {
    id: 3,
    slug: 'kids-fashion',
    name: 'Kids Fashion',
    label: 'Kids',
    description: 'Comfortable, colourful clothing for boys and girls',
  },
  {
    id: 4,
    slug: 'footwear',
    name: 'Footwear',
    label: 'Shoes',
    description: 'Sneakers, sandals, formal shoes and more',
  },
  {
    id: 5,
    slug: 'accessories',
    name: 'Accessories',
    label: 'Accessories',
    description: 'Bags, belts, watches, sunglasses and jewellery',
  },
  {
    id: 6,
    slug: 'sports-active',
    name: 'Sports & Active',
    label: 'Sports',
    description: 'Activewear, track pants and running gear',
  },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

export function findCategory(slug: string) {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** The category a slug, name or header label names, in any case ('mens-fashion', "Men's Fashion", 'men'): what an admin or a client may send. */
export function categoryNamed(text: string) {
  const wanted = text.trim().toLowerCase();
  return CATEGORIES.find((c) => [c.slug, c.name, c.label].some((n) => n.toLowerCase() === wanted));
}

/** Title derived from a slug: hyphens to spaces, words capitalised (spec, category page). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Hero quick links go to /search with the lowercase word. */
export const HERO_QUICK_LINKS = ['Shirts', 'Jeans', 'Dresses', 'Shoes', 'Accessories'] as const;
