import { toRupees, type PaymentMovement } from '@kuber/shared';
import type { orders, payments } from '#api/db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Statuses of an order whose money was taken: some of it may be given back. */
export const PAID_STATUSES = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
const isPaid = (o: OrderRow) => (PAID_STATUSES as readonly string[]).includes(o.paymentStatus);

export const toMovement = (p: PaymentRow): PaymentMovement => ({
  kind: p.kind,
  provider: p.provider,
  status: p.status,
  amount: toRupees(p.amountPaise),
  gatewayId: p.gatewayId,
  reference: p.reference,
  note: p.note,
  at: p.createdAt.toISOString(),
});

/** The gateway payment the order was paid with (its reference names it); others were refused and given back. */
export const acceptedCapture = (o: OrderRow, rows: PaymentRow[]) =>
  o.paymentReference == null
    ? undefined
    : rows.find((p) => p.kind === 'CAPTURE' && p.status === 'PROCESSED' && p.gatewayId === o.paymentReference);

/** The refunds of the order's own payment: the shop's manual ones and the gateway's of its accepted capture. */
export function orderRefunds(o: OrderRow, rows: PaymentRow[]): PaymentRow[] {
  const capture = acceptedCapture(o, rows);
  return rows.filter(
    (p) => p.kind === 'REFUND' && p.status !== 'FAILED' && (p.refundOfId == null || p.refundOfId === capture?.id),
  );
}

/** What is left to give back of what the order was paid: nothing when it was not paid. */
export function refundablePaise(o: OrderRow, rows: PaymentRow[]): number {
  if (!isPaid(o)) return 0;
  const given = orderRefunds(o, rows).reduce((sum, p) => sum + p.amountPaise, 0);
  return Math.max(0, o.totalPaise - given);
}
