import { and, desc, eq } from 'drizzle-orm';
import type { WishlistItem } from '@kuber/shared';
import type { Db } from '#api/db/client.js';
import { productColumns } from '#api/db/product-columns.js';
import { products, wishlistItems } from '#api/db/schema.js';
import { invalid, notFound } from '#api/lib/errors.js';
import { toProduct } from '../catalogue/catalogue.service.js';

export class WishlistService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<WishlistItem[]> {
    const rows = await this.db
      .select({ product: productColumns, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(and(eq(wishlistItems.userId, userId), eq(products.active, true)))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    return rows.map((r) => ({ ...toProduct(r.product), addedAt: r.addedAt.toISOString() }));
  }

  /** Adding what is already there changes nothing (docs/api.md). */
  async add(userId: number, productId: number): Promise<{ added: boolean }> {
    const [product] = await this.db
      .select({ active: products.active })
      .from(products)
      .where(eq(products.id, productId));
    if (!product?.active) throw invalid('This product is not available');
    const inserted = await this.db
      .insert(wishlistItems)
      .values({ userId, productId })
      .onConflictDoNothing()
      .returning({ id: wishlistItems.id });
    return { added: inserted.length > 0 };
  }

  async remove(userId: number, productId: number): Promise<void> {
    const deleted = await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
      .returning({ id: wishlistItems.id });
    if (!deleted.length) throw notFound('Product not found in wishlist');
  }

  async clear(userId: number): Promise<void> {
    await this.db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  }
}
