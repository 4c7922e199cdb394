import { formatINR, type Order } from '@kuber/shared';
import type { ReactNode } from 'react';
import { useDates } from '#web/i18n/use-dates';
import type { DocumentsScope } from '../api/get-order-documents';
import { OrderDocumentsList } from './order-documents';
import { OrderItems } from './order-items';
import { OrderStatusChip } from './order-status-chip';
import { PaymentMovements } from './payment-movements';
import { ShippingAddressBlock } from './shipping-address-block';
import { useT } from '#web/i18n/i18n-provider';

/** An order still on its way: its promised day is shown. */
const AWAITED: Order['status'][] = ['PENDING', 'CONFIRMED', 'PROCESSING', 'SHIPPED'];

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-sm font-bold tracking-wide text-zinc-900 uppercase">{title}</h2>
      {children}
    </section>
  );
}

interface OrderDetailsProps {
  order: Order;
  /** Beside the status at the top (Cancel Order; the admin's status change). */
  actions?: ReactNode;
  /** Under the payment's state (the admin's Mark as paid). */
  paymentActions?: ReactNode;
  /** Panels heading the side column (the admin's status change and shopper). */
  aside?: ReactNode;
  /** The note's heading: the shopper reads 'Your note', the shop's owners 'Shopper's note'. */
  noteTitle?: string;
  /** Whose routes the invoice and credit notes are fetched from: the shopper's own, or the admins'. */
  documentsScope?: DocumentsScope;
}

/** The whole order: heading, items with prices, totals, address, payment, the note and the status history. */
export function OrderDetails({
  order,
  actions,
  paymentActions,
  aside,
  noteTitle,
  documentsScope = 'shopper',
}: OrderDetailsProps) {
  const t = useT();
  const dates = useDates();
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <div>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-xl font-bold text-zinc-900 sm:text-2xl">
            {t('orders.heading', { number: order.orderNumber })}
          </h1>
          <p className="mt-1 text-sm text-zinc-600">
            {t('orders.placedOnAt', { when: dates.dayAndTime(order.createdAt) })}
          </p>
          {order.deliveryBy && AWAITED.includes(order.status) && (
            <p className="mt-1 text-sm font-semibold text-emerald-800" data-testid="delivery-by">
              {t('orders.deliveryBy', { date: dates.promisedDay(order.deliveryBy) })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <OrderStatusChip status={order.status} />
          {actions}
        </div>
      </div>

      {/*
        On a phone: items, the note, prices, address, payment, then the history; on a desktop
        the note and the history sit under the items. The note is read while packing, so it stays by them.
      */}
      <div
        className={`grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6 ${order.notes ? 'lg:grid-rows-[auto_auto_1fr]' : 'lg:grid-rows-[auto_1fr]'}`}
      >
        <Panel title={t('orders.items', { count: order.totalItems })}>
          <OrderItems items={order.items} prices />
        </Panel>
        {order.notes && (
          <Panel title={noteTitle ?? t('orders.yourNote')}>
            <p className="text-sm leading-6 whitespace-pre-line text-zinc-800">{order.notes}</p>
          </Panel>
        )}
        <div className={`space-y-4 lg:col-start-2 lg:row-start-1 ${order.notes ? 'lg:row-span-3' : 'lg:row-span-2'}`}>
          {aside}
          <Panel title={t('orders.priceDetails')}>
            <dl className="space-y-2 text-sm text-zinc-700">
              <div className={row}>
                <dt>{t('orders.subtotal')}</dt>
                <dd className="text-zinc-900">{formatINR(order.subtotal)}</dd>
              </div>
              {order.discount - order.codeDiscount > 0 && (
                <div className={row}>
                  <dt>{t('listing.discount')}</dt>
                  <dd className="text-emerald-700">−{formatINR(order.discount - order.codeDiscount)}</dd>
                </div>
              )}
              {order.discountCode && order.codeDiscount > 0 && (
                <div className={row}>
                  <dt>{t('totals.codeDiscount', { code: order.discountCode })}</dt>
                  <dd className="text-emerald-700">−{formatINR(order.codeDiscount)}</dd>
                </div>
              )}
              <div className={row}>
                <dt>{t('totals.shipping')}</dt>
                <dd className={order.shipping > 0 ? 'font-medium text-zinc-900' : 'font-semibold text-emerald-700'}>
                  {order.shipping > 0 ? formatINR(order.shipping) : t('totals.free')}
                </dd>
              </div>
              {order.taxMode === 'gst' ? null : (
                <div className={row}>
                  <dt>{t('orders.tax')}</dt>
                  <dd className="text-zinc-900">{formatINR(order.tax)}</dd>
                </div>
              )}
              {order.codFee > 0 && (
                <div className={row}>
                  <dt>{t('totals.codFee')}</dt>
                  <dd className="text-zinc-900">{formatINR(order.codFee)}</dd>
                </div>
              )}
              <div className={`${row} border-t border-zinc-200 pt-2.5 text-base font-bold text-zinc-900`}>
                <dt>{t('totals.total')}</dt>
                <dd>{formatINR(order.totalAmount)}</dd>
              </div>
              {order.taxMode === 'gst' && (
                <div className={`${row} text-xs text-zinc-600`}>
                  <dt>{t('totals.gstIncluded')}</dt>
                  <dd>{formatINR(order.taxIncluded)}</dd>
                </div>
              )}
            </dl>
          </Panel>
          <Panel title={t('checkout.shippingAddress')}>
            <ShippingAddressBlock address={order.shippingAddress} />
          </Panel>
          <Panel title={t('orders.payment')}>
            <p className="text-sm font-semibold text-zinc-900">{t(`paymentMethod.${order.paymentMethod}`)}</p>
            <p className="text-sm text-zinc-600">{t(`paymentStatus.${order.paymentStatus}`)}</p>
            {order.shippedAt && (
              <p className="mt-2 text-sm text-zinc-600">
                {t('orders.shippedOn')} <time dateTime={order.shippedAt}>{dates.dayAndTime(order.shippedAt)}</time>
              </p>
            )}
            {order.deliveredAt && (
              <p className="mt-2 text-sm text-zinc-600">
                {t('orders.deliveredOn', { when: dates.day(order.deliveredAt) })}
              </p>
            )}
            <PaymentMovements payments={order.payments} />
            {paymentActions}
            <OrderDocumentsList order={order} scope={documentsScope} />
          </Panel>
        </div>
        {order.history && order.history.length > 0 && (
          <Panel title={t('orders.history')}>
            <ol className="relative ml-1.5 border-l-2 border-zinc-200">
              {order.history.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className="relative pb-4 pl-5 last:pb-0">
                  <span
                    aria-hidden="true"
                    className={`absolute top-1 -left-[7px] size-3 rounded-full ring-4 ring-white ${index === order.history!.length - 1 ? 'bg-accent' : 'bg-zinc-400'}`}
                  />
                  <OrderStatusChip status={entry.status} />
                  <p className="mt-1 text-xs text-zinc-600">
                    <time dateTime={entry.at}>{dates.dayAndTime(entry.at)}</time>
                    {entry.by && <> · {t('orders.by', { name: entry.by })}</>}
                  </p>
                  {entry.note && (
                    <p className="mt-0.5 text-sm text-zinc-700">
                      {/* The store's own notes in the reader's words; an admin's as they typed it. */}
                      {entry.noteCode ? t(`orderNote.${entry.noteCode}`) : entry.note}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </Panel>
        )}
      </div>
    </div>
  );
}
