import { codUnavailable, toRupees, type CodRules, type OrderStatus } from '@kuber/shared';
import type { Tx } from '#api/db/client.js';
import type { orders } from '#api/db/schema.js';

/**
 * What the orders service asks of payments: whether online payment is offered and for how long an
 * order waits for it, cash on delivery's rules, and the refund of a paid order that is closed.
 */
export interface OrderPayments {
  online: boolean;
  onlineWindowHours: number;
  cod: CodRules;
  /** Inside the transaction that closes an order (cancelled, returned): a paid online order's refund is recorded. */
  closed(tx: Tx, row: typeof orders.$inferSelect, status: OrderStatus): Promise<void>;
  /**
   * After that transaction commits, the gateway is told: the refunds it recorded are asked for, and
   * the payment page of an order closed unpaid is closed.
   */
  afterClose(): Promise<void>;
}

const formatRupees = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2, maximumFractionDigits: 2 })}`;

/** The refusal of cash on delivery for this order, in words a shopper understands; null when it is offered. */
export function codRefusal(rules: CodRules, totalPaise: number, pinCode: string): string | null {
  switch (codUnavailable(rules, totalPaise, pinCode)) {
    case 'tooLarge':
      return `Cash on delivery is available for orders up to ${formatRupees(rules.maxOrder)}; this order is ${formatRupees(toRupees(totalPaise))}. Please choose another payment method.`;
    case 'pinBlocked':
      return codOffFor(pinCode);
    default:
      return null;
  }
}

/** Cash on delivery is off for a PIN code: the shop's list of PIN codes, or its delivery zone, says so. */
export const codOffFor = (pinCode: string) =>
  `Cash on delivery is not available for PIN code ${pinCode}. Please choose another payment method.`;
