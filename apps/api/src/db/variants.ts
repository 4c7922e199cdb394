import { sql } from 'drizzle-orm';
import { pgArray } from './bulk.js';
import { rowsOf, type Db, type Tx } from './client.js';

export interface VariantRow {
  size: string;
  color: string;
  stockQuantity: number;
}

/** Every size × colour a product lists ('' where it lists none), in the order of its lists. */
export function variantGrid(sizes: string[], colors: string[]): { size: string; color: string }[] {
  return (sizes.length ? sizes : ['']).flatMap((size) =>
    (colors.length ? colors : ['']).map((color) => ({ size, color })),
  );
}

/**
 * Every size × colour a product lists ('' where it lists none), with a stock
 * shared out evenly and the remainder on the first.
 */
export function splitStock(sizes: string[], colors: string[], stock: number): VariantRow[] {
  const combos = variantGrid(sizes, colors);
  const share = Math.floor(stock / combos.length);
  return combos.map((c, i) => ({ ...c, stockQuantity: share + (i === 0 ? stock - share * combos.length : 0) }));
}

/**
 * A product's stock shared out as a shop's shelves hold it: middle sizes and the first
 * colours get more, and, as `rand` decides, a size or a single size × colour is sold out
 * (never every variant: what is left of the stock goes to the others). Shares are whole
 * numbers that add up to `stock`.
 */
export function shelfStock(sizes: string[], colors: string[], stock: number, rand: () => number): VariantRow[] {
  const combos = variantGrid(sizes, colors);
  const middle = (sizes.length - 1) / 2;
  const weights = combos.map(({ size, color }) => {
    const s = sizes.length > 1 ? 1.6 - Math.abs(sizes.indexOf(size) - middle) / Math.max(middle, 1) : 1;
    const c = colors.length > 1 ? 1.4 - colors.indexOf(color) / colors.length : 1;
    return s * c;
  });
  if (sizes.length >= 3 && rand() < 0.35) {
    // A sold-out size: the smallest or the largest, in every colour.
    const gone = rand() < 0.5 ? sizes[0] : sizes[sizes.length - 1];
    for (const [i, c] of combos.entries()) if (c.size === gone) weights[i] = 0;
  } else if (combos.length >= 4 && rand() < 0.3) {
    weights[Math.floor(rand() * combos.length)] = 0;
  }
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (stock * w) / total);
  const shares = exact.map(Math.floor);
  // The units lost to rounding go to the largest remainders.
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  const short = stock - shares.reduce((a, b) => a + b, 0);
  for (const [, i] of order.slice(0, short)) shares[i] = shares[i]! + 1;
  return combos.map((c, i) => ({ ...c, stockQuantity: shares[i]! }));
}

/** Variants of several products as one array per column, for unnest. */
function columnsOf(variants: (VariantRow & { productId: number })[]) {
  return {
    ids: sql`${pgArray(variants.map((v) => v.productId))}::int[]`,
    sizes: sql`${pgArray(variants.map((v) => v.size))}::text[]`,
    colors: sql`${pgArray(variants.map((v) => v.color))}::text[]`,
    stock: sql`${pgArray(variants.map((v) => v.stockQuantity))}::int[]`,
  };
}

/**
 * Inserts products' variants in one statement per call (arrays unnested by the
 * server); the products' own stock follows by trigger, so products are inserted
 * with none and given theirs here.
 */
export async function insertVariants(db: Db | Tx, variants: (VariantRow & { productId: number })[]): Promise<void> {
  if (variants.length === 0) return;
  const { ids, sizes, colors, stock } = columnsOf(variants);
  await db.execute(sql`insert into product_variants (product_id, size, color, stock_quantity)
    select * from unnest(${ids}, ${sizes}, ${colors}, ${stock})`);
}

/**
 * Makes these the only variants of these products, in two statements however many: the
 * others go (carts holding them lose those lines; orders keep their copy), the kept ones
 * take the new stock (rewritten only where it differs), new ones are added. The products'
 * stock follows by trigger.
 */
export async function replaceVariants(
  db: Db | Tx,
  productIds: number[],
  variants: (VariantRow & { productId: number })[],
): Promise<void> {
  if (productIds.length === 0) return;
  const { ids, sizes, colors, stock } = columnsOf(variants);
  await db.execute(sql`delete from product_variants where product_id = any(${pgArray(productIds)}::int[])
    and (product_id, size, color) not in (select * from unnest(${ids}, ${sizes}, ${colors}))`);
  await db.execute(sql`insert into product_variants (product_id, size, color, stock_quantity)
    select * from unnest(${ids}, ${sizes}, ${colors}, ${stock})
    on conflict on constraint product_variants_key do update set stock_quantity = excluded.stock_quantity
    where product_variants.stock_quantity <> excluded.stock_quantity`);
}

/**
 * Changes the stock of a product's variants each by its own difference, in one statement, and
 * only where it stays at zero or above; answers the variants changed with their stock now. A
 * variant left out of the answer does not exist, or would have gone below zero. Relative, so
 * that sales and returns committed meanwhile are kept, and the rows stay locked to the end of
 * the transaction.
 */
export async function addToStock(
  db: Db | Tx,
  productId: number,
  changes: { size: string; color: string; change: number }[],
): Promise<VariantRow[]> {
  if (changes.length === 0) return [];
  const rows = await db.execute(sql`update product_variants v set stock_quantity = v.stock_quantity + d.change
    from unnest(${pgArray(changes.map((c) => c.size))}::text[], ${pgArray(changes.map((c) => c.color))}::text[], ${pgArray(changes.map((c) => c.change))}::int[]) as d(size, color, change)
    where v.product_id = ${productId} and v.size = d.size and v.color = d.color and v.stock_quantity + d.change >= 0
    returning v.size, v.color, v.stock_quantity`);
  return rowsOf<{ size: string; color: string; stock_quantity: number }>(rows).map((r) => ({
    size: r.size,
    color: r.color,
    stockQuantity: Number(r.stock_quantity),
  }));
}
