import { formatINR, type PaymentMovement } from '@kuber/shared';
import { useT, type MessageId } from '#web/i18n/i18n-provider';
import { useDates } from '#web/i18n/use-dates';

const LABELS: Record<string, MessageId> = {
  CAPTURE: 'paymentMovement.captured',
  FAILURE: 'paymentMovement.failed',
  REFUND_PENDING: 'paymentMovement.refundPending',
  REFUND_PROCESSED: 'paymentMovement.refunded',
  REFUND_FAILED: 'paymentMovement.refundFailed',
};

/** Every movement of the order's money, oldest first, with the gateway's id: what the shopper or the shop can quote. */
export function PaymentMovements({ payments }: { payments: PaymentMovement[] }) {
  const t = useT();
  const dates = useDates();
  if (payments.length === 0) return null;
  return (
    <ul aria-label={t('paymentMovement.title')} className="mt-3 space-y-2 border-t border-zinc-100 pt-3 text-sm">
      {payments.map((p, i) => (
        <li key={`${p.at}-${i}`} className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={p.status === 'FAILED' ? 'text-red-800' : 'text-zinc-900'}>
            {t(LABELS[p.kind === 'REFUND' ? `REFUND_${p.status}` : p.kind]!)}
          </span>
          <span className="font-medium text-zinc-900">{formatINR(p.amount)}</span>
          <span className="w-full text-xs text-zinc-600">
            <time dateTime={p.at}>{dates.dayAndTime(p.at)}</time>
            {(p.gatewayId ?? p.reference) && (
              <>
                {' · '}
                <span className="font-mono break-all">{p.gatewayId ?? p.reference}</span>
              </>
            )}
            {p.note && <> · {p.note}</>}
          </span>
        </li>
      ))}
    </ul>
  );
}
