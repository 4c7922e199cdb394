import type { Db } from '#api/db/client.js';
import { discountCodes } from '#api/db/schema.js';

/**
 * The demo's discount codes, to try at checkout: a welcome code for first orders, a festive
 * percent capped in rupees, and a flat amount off footwear. Safe to run again: a code already
 * there (whatever its case) is left as the owner last set it.
 */
export async function seedDemoDiscountCodes(db: Db): Promise<void> {
  await db
    .insert(discountCodes)
    .values([
      {
        code: 'WELCOME10',
        kind: 'PERCENT',
        value: 10,
        maxDiscountPaise: 30_000,
        firstOrderOnly: true,
        maxUsesPerShopper: 1,
      },
      { code: 'FESTIVE15', kind: 'PERCENT', value: 15, maxDiscountPaise: 50_000, minOrderPaise: 149_900 },
      { code: 'SHOES200', kind: 'FLAT', value: 20_000, minOrderPaise: 99_900, categoryIds: [4] },
    ])
    .onConflictDoNothing();
}
