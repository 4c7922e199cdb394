import { and, eq, ne, sql } from 'drizzle-orm';
import type { Product } from '@kuber/shared';
import { pgArray } from '#api/db/bulk.js';
import type { Db } from '#api/db/client.js';
import { productColumns } from '#api/db/product-columns.js';
import { products } from '#api/db/schema.js';
import { notFound } from '#api/lib/errors.js';
import { toProduct } from './catalogue.service.js';

/** How far from the product's price a similar one may be: half to twice it. */
const PRICE_SPAN = 2;

/**
 * Products like one: of its category, priced within half to twice its price, those sharing
 * more of its tags and colours first, then the nearest in price (by ratio: ₹500 is as near
 * ₹1,000 as ₹2,000 is); what can be bought comes before what is sold out.
 */
export async function similarProducts(db: Db, id: number, limit: number): Promise<Product[]> {
  const [product] = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      price: products.pricePaise,
      colors: products.colors,
      tags: products.tags,
    })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  if (!product) throw notFound('Product not found');
  const words = (tags: string) => [
    ...new Set(
      tags
        .toLowerCase()
        .split(/\s*,\s*/)
        .filter(Boolean),
    ),
  ];
  const tagsOf = sql`regexp_split_to_array(lower(${products.tags}), ${'\\s*,\\s*'})`;
  const shared = sql<number>`(
    cardinality(array(select unnest(${products.colors}) intersect select unnest(${pgArray(product.colors)}::text[])))
    + cardinality(array(select unnest(${tagsOf}) intersect select unnest(${pgArray(words(product.tags))}::text[]))))`;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.active, true),
        eq(products.categoryId, product.categoryId),
        ne(products.id, product.id),
        sql`${products.pricePaise} between ${Math.floor(product.price / PRICE_SPAN)} and ${product.price * PRICE_SPAN}`,
      ),
    )
    .orderBy(
      sql`(${products.inStock} and ${products.stockQuantity} > 0) desc`,
      sql`${shared} desc`,
      sql`abs(ln(${products.pricePaise}::float8 / ${product.price}))`,
      sql`${products.id} desc`,
    )
    .limit(limit);
  return rows.map(toProduct);
}
