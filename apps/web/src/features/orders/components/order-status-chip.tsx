import type { OrderStatus } from '@kuber/shared';
import type { ReactNode } from 'react';
import { ReturnIcon, TruckIcon } from '#web/components/ui/icons';
import { BoxIcon, CheckCircleIcon, ClockIcon, XCircleIcon } from './status-icons';
import { useT } from '#web/i18n/i18n-provider';

const NEUTRAL = 'border-zinc-200 bg-zinc-100 text-zinc-700';

/** Delivered, shipped and processing have their own colour and icon; cancelled is red; the rest neutral. */
const ORDER_STATUS_LOOK: Record<OrderStatus, { className: string; icon: ReactNode }> = {
  PENDING: { className: NEUTRAL, icon: <ClockIcon /> },
  CONFIRMED: { className: NEUTRAL, icon: <CheckCircleIcon /> },
  PROCESSING: { className: 'border-amber-200 bg-amber-50 text-amber-800', icon: <BoxIcon /> },
  SHIPPED: { className: 'border-blue-200 bg-blue-50 text-blue-800', icon: <TruckIcon width={16} height={16} /> },
  DELIVERED: { className: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: <CheckCircleIcon /> },
  CANCELLED: { className: 'border-red-200 bg-red-50 text-red-800', icon: <XCircleIcon /> },
  RETURNED: { className: NEUTRAL, icon: <ReturnIcon width={16} height={16} /> },
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const look = ORDER_STATUS_LOOK[status];
  const t = useT();
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold ${look.className}`}
    >
      {look.icon}
      {t(`orderStatus.${status}`)}
    </span>
  );
}
