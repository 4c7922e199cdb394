import { spreadPaise } from '@kuber/shared';

/** What an order was paid, as a return's refund needs it. */
export interface PaidOrder {
  totalPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  /** Its lines, in a fixed order (by id), with what each cost before the discount, and their share of it (0 before it was kept). */
  items: { id: number; quantity: number; totalPricePaise: number; discountSharePaise?: number }[];
}

/**
 * What giving back `lines` of an order is worth: each line's share of what was paid for the goods
 * (its price after its share of the coupon, with tax; not the shipping or the cash-on-delivery fee),
 * `before` being how many of the line earlier returns already refunded. Shares of a line are cut so
 * that refunding all of it, in any number of returns, gives back exactly what it was paid: never a
 * paisa more. Never more than `leftPaise`, what is left of the payment to give back.
 */
export function returnRefundPaise(
  order: PaidOrder,
  lines: { orderItemId: number; quantity: number; before: number }[],
  leftPaise: number,
): number {
  const goodsPaise = Math.max(0, order.totalPaise - order.shippingPaise - order.codFeePaise);
  const shares = spreadPaise(
    goodsPaise,
    // A line's weight is what it cost after its share of the discount: a code for one category
    // lowers only that category's lines, and their refund with them.
    order.items.map((i) => i.totalPricePaise - (i.discountSharePaise ?? 0)),
  );
  let sum = 0;
  for (const line of lines) {
    const at = order.items.findIndex((i) => i.id === line.orderItemId);
    if (at < 0) continue;
    const { quantity } = order.items[at]!;
    const paid = shares[at]!;
    const upTo = (n: number) => Math.floor((paid * Math.min(n, quantity)) / quantity);
    sum += upTo(line.before + line.quantity) - upTo(line.before);
  }
  return Math.max(0, Math.min(sum, leftPaise));
}
