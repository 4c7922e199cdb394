import { RETURN_STATUS_LABELS, type ReturnStatus } from '@kuber/shared';

const LOOK: Record<ReturnStatus, string> = {
  REQUESTED: 'border-amber-200 bg-amber-50 text-amber-800',
  APPROVED: 'border-blue-200 bg-blue-50 text-blue-800',
  PICKUP_SCHEDULED: 'border-blue-200 bg-blue-50 text-blue-800',
  RECEIVED: 'border-blue-200 bg-blue-50 text-blue-800',
  CHECKED: 'border-blue-200 bg-blue-50 text-blue-800',
  REFUNDED: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  EXCHANGE_SHIPPED: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  REJECTED: 'border-red-200 bg-red-50 text-red-800',
  CANCELLED: 'border-zinc-200 bg-zinc-100 text-zinc-700',
};

/** A request's status as the back office reads it: waiting on the shop in amber, moving in blue, done in green. */
export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  return (
    <span
      className={`inline-flex rounded-full border px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${LOOK[status]}`}
    >
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
