import type { Order, OrderItem, OrderReturns as Returns, ReturnRequest } from '@kuber/shared';
import { formatINR } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { ItemThumb, itemDetails } from '#web/components/ui/item-thumb';
import { Skeleton } from '#web/components/ui/skeleton';
import { useT } from '#web/i18n/i18n-provider';
import { useDates } from '#web/i18n/use-dates';
import { notify } from '#web/lib/notify';
import { useProductNames } from '#web/lib/use-product-name';
import { useCancelReturn } from '../api/cancel-return';
import { useOrderReturns } from '../api/get-order-returns';
import { ReturnDialog } from './return-dialog';
import { ReturnSteps } from './return-steps';

/** Orders a request may be asked for or shown on: delivered, or returned after one. */
const WITH_RETURNS: Order['status'][] = ['DELIVERED', 'RETURNED'];

/**
 * The order page's returns and exchanges: until when they may be asked for, each line's Return or
 * exchange (or why not), and the order's requests with their steps.
 */
export function OrderReturns({ order }: { order: Order }) {
  const t = useT();
  const shown = WITH_RETURNS.includes(order.status);
  const { data, isPending, error, refetch } = useOrderReturns(order.id, shown);
  const [asking, setAsking] = useState<OrderItem | null>(null);
  if (!shown) return null;

  return (
    <section
      aria-labelledby="returns-heading"
      className="mt-6 rounded-lg border border-zinc-200 bg-white p-4 sm:p-5"
      data-testid="order-returns"
    >
      <h2 id="returns-heading" className="mb-1 text-sm font-bold tracking-wide text-zinc-900 uppercase">
        {t('returns.title')}
      </h2>
      {isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-3 pt-2">
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 pt-2 text-sm text-red-700">
          {t('returns.loadError')}
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('returns.retry')}
          </Button>
        </div>
      ) : (
        <>
          <WindowNote returns={data} delivered={order.status === 'DELIVERED'} />
          <ul className="mt-3 divide-y divide-zinc-100">
            {order.items.map((item) => (
              <ReturnableLine key={item.id} item={item} returns={data} onAsk={() => setAsking(item)} />
            ))}
          </ul>
          {data.requests.length > 0 && (
            <div className="mt-5 flex flex-col gap-4">
              <h3 className="text-sm font-bold text-zinc-900">{t('returns.yourRequests')}</h3>
              {data.requests.map((r) => (
                <RequestCard key={r.id} request={r} />
              ))}
            </div>
          )}
          {asking && (
            <ReturnDialog
              orderId={order.id}
              item={asking}
              line={data.lines.find((l) => l.orderItemId === asking.id)!}
              onClose={() => setAsking(null)}
            />
          )}
        </>
      )}
    </section>
  );
}

/** Until when requests may be made; when closed, the day it closed (an order returned whole says nothing of it). */
function WindowNote({ returns, delivered }: { returns: Returns; delivered: boolean }) {
  const t = useT();
  const dates = useDates();
  if (returns.windowDays === 0) return <p className="text-sm text-zinc-600">{t('returns.notTaken')}</p>;
  if (!returns.openUntil || (!returns.open && !delivered)) return null;
  return (
    <p className={`text-sm ${returns.open ? 'text-zinc-700' : 'text-zinc-600'}`}>
      {returns.open
        ? t('returns.openUntil', { date: dates.day(returns.openUntil), days: returns.windowDays })
        : t('returns.closedOn', { date: dates.day(returns.openUntil) })}
    </p>
  );
}

function ReturnableLine({ item, returns, onAsk }: { item: OrderItem; returns: Returns; onAsk: () => void }) {
  const t = useT();
  const nameOf = useProductNames();
  const line = returns.lines.find((l) => l.orderItemId === item.id);
  const name = nameOf(item);
  let side;
  if (!line?.returnable)
    side = <span className="text-xs font-semibold text-zinc-600">{t('returns.notReturnable')}</span>;
  else if (line.available === 0)
    side = <span className="text-xs font-semibold text-zinc-600">{t('returns.allAsked')}</span>;
  else if (returns.open)
    side = (
      <Button variant="secondary" size="sm" onClick={onAsk} aria-label={t('returns.askFor', { name })}>
        {t('returns.ask')}
      </Button>
    );
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <ItemThumb src={item.image} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2 font-semibold text-zinc-900">{name}</p>
        <p className="mt-0.5 text-zinc-600">{itemDetails(t, item)}</p>
      </div>
      <div className="shrink-0">{side}</div>
    </li>
  );
}

function RequestCard({ request }: { request: ReturnRequest }) {
  const t = useT();
  const dates = useDates();
  const nameOf = useProductNames();
  const cancel = useCancelReturn();
  const [confirming, setConfirming] = useState(false);
  const onCancel = () =>
    cancel.mutate(
      { id: request.id, version: request.version },
      {
        onSuccess: () => notify('success', t('returns.cancelled')),
        onError: (e) => notify('error', e.message),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <article className="rounded-lg border border-zinc-200 p-3 sm:p-4" aria-label={t(`returns.kind.${request.kind}`)}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm font-bold text-zinc-900">
            {t(`returns.kind.${request.kind}`)} #{request.id}
          </p>
          <p className="text-xs text-zinc-600">{t('returns.askedOn', { date: dates.day(request.createdAt) })}</p>
        </div>
        <span className="rounded-full border border-zinc-200 bg-zinc-50 px-2.5 py-1 text-xs font-semibold text-zinc-800">
          {t(`returns.status.${request.status}`)}
        </span>
      </div>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-zinc-700">
        {request.items.map((i) => (
          <li key={i.id}>
            {nameOf(i)} × {i.quantity} · {t(`returns.reason.${i.reason}`)}
            {request.kind === 'EXCHANGE' && (i.exchangeSize || i.exchangeColor) && (
              <> → {[i.exchangeSize, i.exchangeColor].filter(Boolean).join(', ')}</>
            )}
          </li>
        ))}
      </ul>
      <ReturnSteps request={request} />
      {request.status === 'REJECTED' && request.rejectReason && (
        <p className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
          {t('returns.rejectedBecause', { reason: request.rejectReason })}
        </p>
      )}
      {request.pickup && <Parcel label={t('returns.pickup')} parcel={request.pickup} />}
      {request.replacement && <Parcel label={t('returns.replacement')} parcel={request.replacement} />}
      {request.refundAmount != null && request.status === 'REFUNDED' && (
        <p className="mt-2 text-sm font-semibold text-emerald-800">
          {request.storeCreditCode
            ? t('returns.storeCreditGiven', { amount: formatINR(request.refundAmount), code: request.storeCreditCode })
            : t('returns.refunded', { amount: formatINR(request.refundAmount) })}
        </p>
      )}
      {request.canCancel && (
        <>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setConfirming(true)}>
            {t('returns.cancel')}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t('returns.cancelTitle')}
            confirmLabel={t('returns.cancel')}
            dismissLabel={t('returns.keep')}
            busy={cancel.isPending}
            busyText={t('returns.cancelling')}
            onConfirm={onCancel}
            onClose={() => setConfirming(false)}
          >
            {t('returns.cancelBody')}
          </ConfirmDialog>
        </>
      )}
    </article>
  );
}

function Parcel({ label, parcel }: { label: string; parcel: NonNullable<ReturnRequest['pickup']> }) {
  const t = useT();
  return (
    <p className="mt-2 text-sm text-zinc-700">
      {label}: {parcel.courier}, AWB {parcel.awb}
      {parcel.trackingUrl && (
        <>
          {' · '}
          <a
            href={parcel.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-accent hover:underline"
          >
            {t('returns.track')}
          </a>
        </>
      )}
    </p>
  );
}
