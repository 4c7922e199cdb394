import { inArray, sql } from 'drizzle-orm';
import { CATEGORIES, findCategory, toPaise, type CategorySlug } from '@kuber/shared';
import type { Db, Tx } from './client.js';
import { categories, products } from './schema.js';
import { insertVariants, splitStock, type VariantRow } from './variants.js';

/** A product as the seed and the tests describe it, in rupees. */
export interface ProductSeed {
  name: string;
  category: CategorySlug;
  price: number;
  originalPrice?: number | null;
  slug?: string;
  description?: string;
  /** The name and description in Hindi (shown to shoppers who read Hindi). */
  nameHi?: string;
  descriptionHi?: string;
  sizes?: string[];
  colors?: string[];
  rating?: number;
  reviews?: number;
  stockQuantity?: number;
  inStock?: boolean;
  featured?: boolean;
  active?: boolean;
  tags?: string;
  images?: string[];
  /** Which colour a picture shows (picture URL → colour). */
  imageColors?: Record<string, string>;
  /** Stock per size × colour; without it `stockQuantity` is shared out evenly. */
  variants?: VariantRow[];
  createdAt?: Date;
}

/** A seed's variants: as it gives them, or its stock shared out evenly over every size × colour. */
export function variantsOfSeed(seed: ProductSeed): VariantRow[] {
  return seed.variants ?? splitStock(seed.sizes ?? [], seed.colors ?? [], seed.stockQuantity ?? 25);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Turns a seed into a products row: money in paise, category words added to the search tags. */
export function productRow(seed: ProductSeed): typeof products.$inferInsert {
  const category = findCategory(seed.category);
  if (!category) throw new Error(`Unknown category ${seed.category}`);
  const stockQuantity = variantsOfSeed(seed).reduce((sum, v) => sum + v.stockQuantity, 0);
  const images = seed.images ?? [];
  return {
    name: seed.name,
    slug: seed.slug ?? slugify(seed.name),
    description: seed.description ?? '',
    nameHi: seed.nameHi ?? null,
    descriptionHi: seed.descriptionHi ?? null,
    categoryId: category.id,
    pricePaise: toPaise(seed.price),
    originalPricePaise: seed.originalPrice ? toPaise(seed.originalPrice) : null,
    image: images[0] ?? '',
    images,
    rating: seed.rating ?? 0,
    reviews: seed.reviews ?? 0,
    sizes: seed.sizes ?? [],
    colors: seed.colors ?? [],
    tags: [category.name, category.label, seed.tags ?? ''].join(' ').trim(),
    imageColors: seed.imageColors ?? {},
    stockQuantity,
    inStock: seed.inStock ?? stockQuantity > 0,
    featured: seed.featured ?? false,
    active: seed.active ?? true,
    ...(seed.createdAt ? { createdAt: seed.createdAt, updatedAt: seed.createdAt } : {}),
  };
}

/** A category's card picture, drawn by the demo seed (demo-images.ts) with a '-400.webp' sibling. */
export function categoryImageUrl(slug: string): string {
  return `/uploads/demo/category-${slug}.webp`;
}

export async function ensureCategories(db: Db | Tx): Promise<void> {
  await db
    .insert(categories)
    .values(
      CATEGORIES.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        description: c.description,
        image: categoryImageUrl(c.slug),
      })),
    )
    .onConflictDoNothing();
}

/** Inserts products with their stock on their variants (as the seeds give them, or shared out evenly). */
export async function insertProducts(db: Db | Tx, seeds: ProductSeed[]) {
  if (seeds.length === 0) return [];
  const inserted = await db
    .insert(products)
    .values(seeds.map((seed) => ({ ...productRow(seed), stockQuantity: 0 })))
    .returning({ id: products.id });
  await insertVariants(
    db,
    inserted.flatMap(({ id }, i) => variantsOfSeed(seeds[i]!).map((v) => ({ ...v, productId: id }))),
  );
  const ids = inserted.map((r) => r.id);
  const fresh = await db.select().from(products).where(inArray(products.id, ids));
  return ids.map((id) => fresh.find((p) => p.id === id)!);
}

/** Adds the catalogue's words to the search vocabulary used to correct misspellings. */
export async function refreshSearchWords(db: Db | Tx, productIds?: number[]): Promise<void> {
  const source = productIds?.length
    ? `select search from products where id in (${productIds.map((id) => Number(id)).join(',')})`
    : 'select search from products';
  await db.execute(sql`insert into search_words (word)
    select word from ts_stat(${source}) where length(word) >= 3 and word ~ '^[a-z]'
    on conflict do nothing`);
}
