import { formatINR, PAYMENT_STATUS_LABELS, type AdminOrder, type StoreSettings } from '@kuber/shared';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '#web/components/ui/button';

export type PrintDocument = 'packing-slip';

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** While printing, only the document: the app's own page is left out of the paper. */
const PRINT_STYLE = '@media print { #root { display: none !important; } @page { margin: 14mm; } }';

/**
 * Print Packing Slip: the slip is put beside the app (a portal into the body, hidden on
 * screen) and the browser's print dialog opened; the print stylesheet leaves the app's page
 * out of the paper. The invoice is the PDF the store makes (decision 028), saved from the
 * order's payment panel.
 */
export function PrintButtons({ order, store }: { order: AdminOrder; store: StoreSettings | undefined }) {
  const [printing, setPrinting] = useState<PrintDocument | null>(null);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" disabled={!store} onClick={() => setPrinting('packing-slip')}>
        Print Packing Slip
      </Button>
      {printing &&
        store &&
        createPortal(
          <div className="hidden bg-white text-black print:block" data-print={printing}>
            <style>{PRINT_STYLE}</style>
            <PackingSlip order={order} store={store} />
          </div>,
          document.body,
        )}
    </div>
  );
}

function StoreHeading({ store, title }: { store: StoreSettings; title: string }) {
  return (
    <header className="flex items-start justify-between gap-6 border-b-2 border-black pb-4">
      <div>
        <p className="text-xl font-bold">{store.legalName}</p>
        <p className="max-w-xs text-sm">{store.address}</p>
        {store.gstin && <p className="text-sm">GSTIN: {store.gstin}</p>}
        <p className="text-sm">
          {store.supportEmail} · {store.supportPhone}
        </p>
      </div>
      <h1 className="text-2xl font-bold tracking-wide uppercase">{title}</h1>
    </header>
  );
}

function ShipTo({ order, title }: { order: AdminOrder; title: string }) {
  const a = order.shippingAddress;
  return (
    <div>
      <h2 className="text-xs font-bold tracking-wide uppercase">{title}</h2>
      <address className="text-sm leading-6 not-italic">
        <strong>{a.fullName}</strong>
        <br />
        {a.line1}
        {a.line2 && (
          <>
            <br />
            {a.line2}
          </>
        )}
        <br />
        {a.city}, {a.state} {a.pinCode}, {a.country}
        <br />
        Phone: {a.phone}
      </address>
    </div>
  );
}

const option = (item: AdminOrder['items'][number]) =>
  [item.size && `Size ${item.size}`, item.color].filter(Boolean).join(', ');

/** The packing slip: what goes in the parcel and where it goes, without prices. */
export function PackingSlip({ order, store }: { order: AdminOrder; store: StoreSettings }) {
  const cell = 'border-b border-zinc-400 px-2 py-2';
  return (
    <article aria-label="Packing slip" className="mx-auto max-w-3xl p-2 text-sm">
      <StoreHeading store={store} title="Packing Slip" />
      <div className="mt-4 flex justify-between gap-6">
        <ShipTo order={order} title="Ship to" />
        <dl className="grid grid-cols-[auto_auto] gap-x-4">
          <dt className="font-semibold">Order</dt>
          <dd>{order.orderNumber}</dd>
          <dt className="font-semibold">Placed</dt>
          <dd>{day.format(new Date(order.createdAt))}</dd>
          <dt className="font-semibold">Items</dt>
          <dd>{order.totalItems}</dd>
          <dt className="font-semibold">Payment</dt>
          <dd>
            {order.paymentMethod === 'COD' && order.paymentStatus === 'PENDING'
              ? `Collect ${formatINR(order.totalAmount)} in cash`
              : PAYMENT_STATUS_LABELS[order.paymentStatus]}
          </dd>
        </dl>
      </div>
      <table className="mt-5 w-full border-collapse">
        <thead>
          <tr className="text-left">
            <th className={`${cell} w-10`}>
              <span className="sr-only">Packed</span>
            </th>
            <th className={cell}>Item</th>
            <th className={cell}>Size / colour</th>
            <th className={`${cell} text-right`}>Qty</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className={cell}>
                <span aria-hidden="true" className="inline-block size-4 border border-black" />
              </td>
              <td className={cell}>{item.name}</td>
              <td className={cell}>{option(item) || '—'}</td>
              <td className={`${cell} text-right text-base font-bold`}>{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.notes && (
        <p className="mt-5 rounded border border-black p-3">
          <strong>Shopper&apos;s note:</strong> {order.notes}
        </p>
      )}
      <p className="mt-8 text-xs">Thank you for shopping with {store.name}!</p>
    </article>
  );
}
