import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_RETURN_STATUSES } from '@kuber/shared';
import type { Tx } from '#api/db/client.js';
import { orderItems, returnItems, returnRequests } from '#api/db/schema.js';

type ItemRow = typeof orderItems.$inferSelect;

/**
 * What the orders' status changes ask of returns (decision 032): an order is not closed under a
 * request still moving, and an order closed after some of its lines came back by return gives back
 * only the stock it still holds.
 */

/** A request of the order still moving (asked, approved, picked up, received or checked), if any. */
export async function openReturnOf(tx: Tx, orderId: number): Promise<number | null> {
  const [open] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, OPEN_RETURN_STATUSES)))
    .limit(1);
  return open?.id ?? null;
}

/**
 * The stock an order holds, by variant: its lines, less what finished returns brought back (already
 * restocked or written off when checked), plus an exchange's replacement the shopper now has.
 */
export async function stockHeld(tx: Tx, items: ItemRow[]): Promise<{ variantId: number; quantity: number }[]> {
  if (items.length === 0) return [];
  const done = await tx
    .select({ line: returnItems, kind: returnRequests.kind })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(
      and(
        eq(returnRequests.orderId, items[0]!.orderId),
        inArray(returnRequests.status, ['REFUNDED', 'EXCHANGE_SHIPPED']),
      ),
    );
  const held: { variantId: number; quantity: number }[] = [];
  for (const item of items) {
    const back = done.filter((d) => d.line.orderItemId === item.id).reduce((s, d) => s + d.line.quantity, 0);
    if (item.variantId != null && item.quantity > back)
      held.push({ variantId: item.variantId, quantity: item.quantity - back });
  }
  for (const { line, kind } of done)
    if (kind === 'EXCHANGE' && line.exchangeVariantId != null)
      held.push({ variantId: line.exchangeVariantId, quantity: line.quantity });
  return held;
}

/** Whether any of the order's lines came back by a finished return or exchange. */
export async function hasFinishedReturns(tx: Tx, orderId: number): Promise<boolean> {
  const [done] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, ['REFUNDED', 'EXCHANGE_SHIPPED'])))
    .limit(1);
  return done != null;
}
