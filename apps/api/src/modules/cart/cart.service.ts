import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CATEGORIES,
  MAX_LINE_QUANTITY,
  toRupees,
  type Cart,
  type CartLine,
  type addToCartSchema,
  type mergeCartSchema,
} from '@kuber/shared';
import type { z } from 'zod';
import { rowsOf, type Db, type Tx } from '#api/db/client.js';
import { productColumns, type ProductRow } from '#api/db/product-columns.js';
import { cartItems, products, productVariants } from '#api/db/schema.js';
import { conflict, invalid, notFound, type AppError } from '#api/lib/errors.js';
import { imageFor } from '../catalogue/catalogue.service.js';
import { taxOn } from '../orders/pricing.js';
import type { TaxRules } from '../tax/tax-rules.js';

const slugOf = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.slug]));

/** Why a line cannot be bought now, or null: the product's state and its variant's stock. */
export function lineProblem(p: Pick<ProductRow, 'active' | 'inStock'>, stock: number, quantity: number): string | null {
  if (!p.active) return 'No longer available';
  if (!p.inStock || stock <= 0) return 'Out of stock';
  if (quantity > stock) return `Only ${stock} left in stock`;
  return null;
}

/** A cart line is one product in one size and colour; '' where the product offers no choice. */
interface LineKey {
  size: string;
  color: string;
}

/** The variant a line draws on, and its stock. */
interface LineVariant extends LineKey {
  id: number;
  stockQuantity: number;
}

/** The line a size and colour choice goes to, each checked against the product's list. */
function lineKeyOf(
  product: Pick<ProductRow, 'sizes' | 'colors'>,
  size: string | undefined,
  color: string | undefined,
): LineKey {
  return { size: checkOption('size', product.sizes, size), color: checkOption('color', product.colors, color) };
}

/** Checks a size or colour choice against the product's list. */
function checkOption(kind: 'size' | 'color', choices: string[], chosen: string | undefined): string {
  if (choices.length === 0) return '';
  if (!chosen) throw invalid(kind === 'size' ? 'Please select a size' : 'Please select a color');
  const match = choices.find((c) => c.toLowerCase() === chosen.toLowerCase());
  if (!match) throw invalid(`This product is not available in ${kind === 'size' ? 'size' : 'colour'} ${chosen}`);
  return match;
}

/**
 * The cart's reads made on every add and every answer, built once: Drizzle then makes their
 * SQL once rather than per request, and PostgreSQL parses each once per connection.
 */
function preparedReads(db: Db) {
  return {
    lines: db
      .select({ line: cartItems, product: productColumns, stock: productVariants.stockQuantity })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .where(eq(cartItems.userId, sql.placeholder('userId')))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .prepare('cart_lines'),
    product: db
      .select(productColumns)
      .from(products)
      .where(eq(products.id, sql.placeholder('id')))
      .prepare('cart_product'),
    variant: db
      .select({ id: productVariants.id, stockQuantity: productVariants.stockQuantity })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.productId, sql.placeholder('productId')),
          eq(productVariants.size, sql.placeholder('size')),
          eq(productVariants.color, sql.placeholder('color')),
        ),
      )
      .prepare('cart_variant'),
  };
}

export class CartService {
  private readonly reads: ReturnType<typeof preparedReads>;

  constructor(
    private readonly db: Db,
    private readonly tax: TaxRules,
  ) {
    this.reads = preparedReads(db);
  }

  async get(userId: number): Promise<Cart> {
    const rows = await this.reads.lines.execute({ userId });
    const items: CartLine[] = rows.map(({ line, product, stock }) => ({
      id: line.id,
      productId: product.id,
      name: product.name,
      nameHi: product.nameHi,
      slug: product.slug,
      // The chosen colour's picture: a black tee's line shows the black tee.
      image: imageFor(product, line.color),
      category: slugOf.get(product.categoryId) ?? '',
      price: toRupees(product.pricePaise),
      originalPrice: product.originalPricePaise == null ? null : toRupees(product.originalPricePaise),
      quantity: line.quantity,
      size: line.size || null,
      color: line.color || null,
      stockQuantity: stock,
      lineTotal: toRupees(product.pricePaise * line.quantity),
      problem: lineProblem(product, stock, line.quantity),
      product: { id: product.id, price: toRupees(product.pricePaise) },
    }));
    const subtotalPaise = rows.reduce((sum, { line, product }) => sum + product.pricePaise * line.quantity, 0);
    const taxPaise = taxOn(subtotalPaise, this.tax.addedRatePercent);
    return {
      items,
      summary: {
        totalItems: items.reduce((n, i) => n + i.quantity, 0),
        totalAmount: toRupees(subtotalPaise),
        subtotal: toRupees(subtotalPaise),
        tax: toRupees(taxPaise),
        taxRatePercent: this.tax.addedRatePercent,
        taxMode: this.tax.mode,
        taxIncluded: toRupees(
          this.tax.includedInCart(rows.map(({ line, product }) => ({ product, quantity: line.quantity }))),
        ),
        shipping: 0,
        total: toRupees(subtotalPaise + taxPaise),
        canCheckout: items.length > 0 && items.every((i) => !i.problem),
      },
    };
  }

  /** Adds a line or raises the quantity of the same product, size and colour; never beyond the stock. */
  async add(userId: number, input: z.output<typeof addToCartSchema>): Promise<Cart> {
    const [product] = await this.reads.product.execute({ id: input.productId });
    if (!product || !product.active) throw invalid('This product is not available');
    const line = await this.variantOf(product, input.size, input.color);
    const raised = await this.raiseLine(userId, product.id, line, input.quantity, 'refuse');
    if (raised === undefined) throw await this.refusal(userId, product.id, line, input.quantity);
    return this.get(userId);
  }

  /** The variant a size and colour choice draws on, each checked against the product's lists. */
  private async variantOf(
    product: ProductRow,
    size: string | undefined,
    color: string | undefined,
  ): Promise<LineVariant> {
    const key = lineKeyOf(product, size, color);
    const [variant] = await this.reads.variant.execute({ productId: product.id, ...key });
    if (!variant) throw invalid(`${product.name} is not sold in this size and colour`);
    return { ...key, ...variant };
  }

  /**
   * Puts `quantity` more of a product in a size and colour into the cart in one
   * statement, so that adds racing each other all count and none can take the
   * line past its variant's stock or MAX_LINE_QUANTITY. Past the limit, 'refuse' leaves the
   * line as it was and 'cap' fills it up to the limit. Answers the line's new
   * quantity, or undefined when nothing was added.
   */
  private async raiseLine(
    userId: number,
    productId: number,
    line: LineVariant,
    quantity: number,
    whenOver: 'refuse' | 'cap',
  ): Promise<number | undefined> {
    const limitOf = (variantId: SQL) =>
      sql`coalesce((select least(v.stock_quantity, ${MAX_LINE_QUANTITY}) from ${productVariants} v join ${products} p on p.id = v.product_id
        where v.id = ${variantId} and p.active and p.in_stock), 0)`;
    const limit = limitOf(sql`${line.id}::int`);
    // In the conflict branch: the line already there, and the limit of its variant.
    const raised = sql`${cartItems.quantity} + excluded.quantity`;
    const heldLimit = limitOf(sql`excluded.variant_id`);
    const [first, then] =
      whenOver === 'refuse'
        ? [sql`${quantity}::int where ${quantity}::int <= ${limit}`, sql`${raised} where ${raised} <= ${heldLimit}`]
        : [
            sql`least(${quantity}::int, ${limit}) where ${limit} > 0`,
            sql`least(${raised}, ${heldLimit}) where ${heldLimit} > 0`,
          ];
    const result = await this.db.execute(sql`
      insert into ${cartItems} (user_id, product_id, variant_id, size, color, quantity)
      select ${userId}::int, ${productId}::int, ${line.id}::int, ${line.size}::text, ${line.color}::text, ${first}
      on conflict on constraint cart_items_line_key do update set quantity = ${then}
      returning quantity`);
    return rowsOf<{ quantity: number }>(result)[0]?.quantity;
  }

  /** Why adding `adding` to a line was refused, from the product, its variant and the line as they are now. */
  private async refusal(userId: number, productId: number, line: LineVariant, adding: number): Promise<AppError> {
    const [product] = await this.reads.product.execute({ id: productId });
    const [variant] = await this.db
      .select({ stock: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, line.id));
    const stock = variant?.stock ?? 0;
    const [held] = await this.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.productId, productId),
          eq(cartItems.size, line.size),
          eq(cartItems.color, line.color),
        ),
      );
    const holding = held?.quantity ?? 0;
    if (!product?.active) return invalid('This product is not available');
    if (holding + adding > MAX_LINE_QUANTITY)
      return invalid(`You can buy at most ${MAX_LINE_QUANTITY} of an item at a time`);
    const label = [product.name, line.size && `size ${line.size}`, line.color].filter(Boolean).join(', ');
    const problem = lineProblem(product, stock, holding + adding);
    if (problem === 'Out of stock') return invalid(`${label} is out of stock`);
    if (problem) return invalid(`${problem}: you can add at most ${stock - holding} more of ${label}`);
    // The stock came back between the refusal and this look.
    return conflict(`${product.name} could not be added just now. Please try again.`);
  }

  /** Sets a line's quantity; 0 or less removes it. */
  async update(userId: number, lineId: number, quantity: number): Promise<Cart> {
    const [row] = await this.db
      .select({ line: cartItems, product: productColumns, stock: productVariants.stockQuantity })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)));
    if (!row) throw notFound('Cart item not found');
    if (quantity <= 0) return this.remove(userId, lineId);
    if (quantity > row.stock) throw invalid(`Only ${row.stock} left in stock for ${row.product.name}`);
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
  async merge(
    userId: number,
    input: z.output<typeof mergeCartSchema>,
  ): Promise<{ cart: Cart; skipped: { productId: number; reason: string }[] }> {
    const skipped: { productId: number; reason: string }[] = [];
    const ids = [...new Set(input.items.map((i) => i.productId))];
    const found = ids.length
      ? await this.db.select(productColumns).from(products).where(inArray(products.id, ids))
      : [];
    for (const item of input.items) {
      const product = found.find((p) => p.id === item.productId);
      try {
        if (!product) throw invalid('This product is not available');
        const line = await this.variantOf(product, item.size, item.color);
        const problem = lineProblem(product, line.stockQuantity, 1);
        if (problem) throw invalid(problem);
        const raised = await this.raiseLine(userId, product.id, line, item.quantity, 'cap');
        if (raised === undefined) throw invalid('Out of stock');
      } catch (err) {
        skipped.push({ productId: item.productId, reason: (err as Error).message });
      }
    }
    return { cart: await this.get(userId), skipped };
  }
}
