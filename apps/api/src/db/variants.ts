import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

export interface VariantRow {
  size: string;
  color: string;
  stockQuantity: number;
}

/**
 * Every size × colour a product lists ('' where it lists none), with a stock
 * shared out evenly and the remainder on the first.
 */
export function splitStock(sizes: string[], colors: string[], stock: number): VariantRow[] {
  const combos = (sizes.length ? sizes : ['']).flatMap((size) => (colors.length ? colors : ['']).map((color) => ({ size, color })));
  const share = Math.floor(stock / combos.length);
  return combos.map((c, i) => ({ ...c, stockQuantity: share + (i === 0 ? stock - share * combos.length : 0) }));
}

/**
 * Inserts products' variants in one statement per call (arrays unnested by the
 * server); the products' own stock follows by trigger, so products are inserted
 * with none and given theirs here.
 */
export async function insertVariants(db: Db | Tx, variants: (VariantRow & { productId: number })[]): Promise<void> {
  if (variants.length === 0) return;
  const ids = variants.map((v) => v.productId);
  const sizes = variants.map((v) => v.size);
  const colors = variants.map((v) => v.color);
  const stock = variants.map((v) => v.stockQuantity);
  await db.execute(sql`insert into product_variants (product_id, size, color, stock_quantity)
    select * from unnest(${`{${ids.join(',')}}`}::int[], ${pgTextArray(sizes)}::text[], ${pgTextArray(colors)}::text[], ${`{${stock.join(',')}}`}::int[])`);
}

function pgTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
