import { and, asc, eq, inArray } from 'drizzle-orm';
import { CATEGORIES, MAX_LINE_QUANTITY, toRupees, type Cart, type CartLine, type addToCartSchema, type mergeCartSchema } from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { cartItems, products } from '../../db/schema.js';
import { invalid, notFound } from '../../lib/errors.js';
import { taxOn } from '../orders/pricing.js';

type ProductRow = typeof products.$inferSelect;
const slugOf = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.slug]));

/** Why a line cannot be bought now, or null. */
export function lineProblem(p: Pick<ProductRow, 'active' | 'inStock' | 'stockQuantity'>, quantity: number): string | null {
  if (!p.active) return 'No longer available';
  if (!p.inStock || p.stockQuantity <= 0) return 'Out of stock';
  if (quantity > p.stockQuantity) return `Only ${p.stockQuantity} left in stock`;
  return null;
}

/** Checks a size or colour choice against the product's list. */
function checkOption(kind: 'size' | 'color', choices: string[], chosen: string | undefined): string {
  if (choices.length === 0) return '';
  if (!chosen) throw invalid(kind === 'size' ? 'Please select a size' : 'Please select a color');
  const match = choices.find((c) => c.toLowerCase() === chosen.toLowerCase());
  if (!match) throw invalid(`This product is not available in ${kind === 'size' ? 'size' : 'colour'} ${chosen}`);
  return match;
}

export class CartService {
  constructor(
    private readonly db: Db,
    private readonly taxRatePercent: number,
  ) {}

  async get(userId: number, db: Db | Tx = this.db): Promise<Cart> {
    const rows = await db
      .select({ line: cartItems, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const items: CartLine[] = rows.map(({ line, product }) => ({
      id: line.id,
      productId: product.id,
      name: product.name,
      slug: product.slug,
      image: product.image,
      category: slugOf.get(product.categoryId) ?? '',
      price: toRupees(product.pricePaise),
      originalPrice: product.originalPricePaise == null ? null : toRupees(product.originalPricePaise),
      quantity: line.quantity,
      size: line.size || null,
      color: line.color || null,
      stockQuantity: product.stockQuantity,
      lineTotal: toRupees(product.pricePaise * line.quantity),
      problem: lineProblem(product, line.quantity),
      product: { id: product.id, price: toRupees(product.pricePaise) },
    }));
    const subtotalPaise = rows.reduce((sum, { line, product }) => sum + product.pricePaise * line.quantity, 0);
    const taxPaise = taxOn(subtotalPaise, this.taxRatePercent);
    return {
      items,
      summary: {
        totalItems: items.reduce((n, i) => n + i.quantity, 0),
        totalAmount: toRupees(subtotalPaise),
        subtotal: toRupees(subtotalPaise),
        tax: toRupees(taxPaise),
        taxRatePercent: this.taxRatePercent,
        shipping: 0,
        total: toRupees(subtotalPaise + taxPaise),
        canCheckout: items.length > 0 && items.every((i) => !i.problem),
      },
    };
  }

  /** Adds a line or raises the quantity of the same product, size and colour; never beyond the stock. */
  async add(userId: number, input: z.output<typeof addToCartSchema>): Promise<Cart> {
    const [product] = await this.db.select().from(products).where(eq(products.id, input.productId));
    if (!product || !product.active) throw invalid('This product is not available');
    const line = await this.lineOf(userId, product, input.size, input.color);
    const quantity = line.quantity + input.quantity;
    if (quantity > MAX_LINE_QUANTITY) throw invalid(`You can buy at most ${MAX_LINE_QUANTITY} of an item at a time`);
    const problem = lineProblem(product, quantity);
    if (problem) throw invalid(problem === 'Out of stock' ? `${product.name} is out of stock` : `${problem}: you can add at most ${product.stockQuantity - line.quantity} more of ${product.name}`);
    await this.setLine(userId, product.id, line, quantity);
    return this.get(userId);
  }

  /** The cart line a product, size and colour would go to (checked against the product's lists), and what it holds now. */
  private async lineOf(userId: number, product: ProductRow, size: string | undefined, color: string | undefined) {
    const key = { size: checkOption('size', product.sizes, size), color: checkOption('color', product.colors, color) };
    const [existing] = await this.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id), eq(cartItems.size, key.size), eq(cartItems.color, key.color)));
    return { ...key, quantity: existing?.quantity ?? 0 };
  }

  private async setLine(userId: number, productId: number, line: { size: string; color: string }, quantity: number): Promise<void> {
    await this.db
      .insert(cartItems)
      .values({ userId, productId, size: line.size, color: line.color, quantity })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId, cartItems.size, cartItems.color], set: { quantity } });
  }

  /** Sets a line's quantity; 0 or less removes it. */
  async update(userId: number, lineId: number, quantity: number): Promise<Cart> {
    const [row] = await this.db
      .select({ line: cartItems, product: products })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)));
    if (!row) throw notFound('Cart item not found');
    if (quantity <= 0) return this.remove(userId, lineId);
    if (quantity > row.product.stockQuantity) throw invalid(`Only ${row.product.stockQuantity} left in stock for ${row.product.name}`);
    await this.db.update(cartItems).set({ quantity }).where(eq(cartItems.id, lineId));
    return this.get(userId);
  }

  async remove(userId: number, lineId: number): Promise<Cart> {
    const deleted = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    if (!deleted.length) throw notFound('Cart item not found');
    return this.get(userId);
  }

  async clear(userId: number, db: Db | Tx = this.db): Promise<void> {
    await db.delete(cartItems).where(eq(cartItems.userId, userId));
  }

  /**
   * Merges a guest's browser cart at log-in: every line that can be bought is
   * added (capped at the stock); the others are reported, not lost silently.
   */
  async merge(userId: number, input: z.output<typeof mergeCartSchema>): Promise<{ cart: Cart; skipped: { productId: number; reason: string }[] }> {
    const skipped: { productId: number; reason: string }[] = [];
    const ids = [...new Set(input.items.map((i) => i.productId))];
    const found = ids.length ? await this.db.select().from(products).where(inArray(products.id, ids)) : [];
    for (const item of input.items) {
      const product = found.find((p) => p.id === item.productId);
      try {
        if (!product) throw invalid('This product is not available');
        const line = await this.lineOf(userId, product, item.size, item.color);
        const wanted = Math.min(line.quantity + item.quantity, MAX_LINE_QUANTITY, product.stockQuantity);
        const problem = lineProblem(product, Math.max(wanted, 1));
        if (problem || wanted <= 0) throw invalid(problem ?? 'Out of stock');
        await this.setLine(userId, product.id, line, wanted);
      } catch (err) {
        skipped.push({ productId: item.productId, reason: (err as Error).message });
      }
    }
    return { cart: await this.get(userId), skipped };
  }
}
