import { formatINR, paymentReferenceSchema, type Order } from '@kuber/shared';
import { useEffect, useState } from 'react';
import { Button, buttonStyles } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { FormTextField } from '#web/components/ui/form-fields';
import { Skeleton } from '#web/components/ui/skeleton';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { useSetPaymentReference } from '../api/set-payment-reference';
import { useT } from '#web/i18n/i18n-provider';
import { useDates } from '#web/i18n/use-dates';

/**
 * How to pay an order by UPI while its payment is awaited: the upi:// link as a button (a
 * phone opens its UPI app), the same link as a QR code for paying from another phone, the
 * payee written out for typing it in by hand, the time the order waits till, and where
 * the shopper gives the reference (UTR) their app showed. All of it from the server's order.
 */
export function UpiPayment({ order, link }: { order: Order; link: string }) {
  const params = new URLSearchParams(link.slice(link.indexOf('?') + 1));
  const amount = formatINR(order.totalAmount);
  const payTo = `${params.get('pn')} (${params.get('pa')})`;
  const t = useT();
  const dates = useDates();
  return (
    <section
      aria-labelledby="upi-heading"
      className="mb-6 rounded-lg border border-accent/40 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="upi-heading" className="text-lg font-bold text-zinc-900">
        {t('upi.pay', { amount })}
      </h2>
      {order.paymentDueAt && (
        <p className="mt-1 text-sm text-zinc-700">{t('upi.payBy', { when: dates.dayAndTime(order.paymentDueAt) })}</p>
      )}
      <div className="mt-4 grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-6">
        <div className="space-y-4 sm:col-start-2">
          <a href={link} className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}>
            {t('upi.pay', { amount })}
          </a>
          <p className="text-sm text-zinc-600">{t('upi.opensApp')}</p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-md bg-zinc-50 p-3 text-sm">
            <dt className="text-zinc-600">{t('upi.id')}</dt>
            <dd className="font-semibold break-all text-zinc-900">{params.get('pa')}</dd>
            <dt className="text-zinc-600">{t('upi.payee')}</dt>
            <dd className="font-semibold text-zinc-900">{params.get('pn')}</dd>
            <dt className="text-zinc-600">{t('upi.amount')}</dt>
            <dd className="font-semibold text-zinc-900">{amount}</dd>
            <dt className="text-zinc-600">{t('upi.note')}</dt>
            <dd className="text-zinc-900">{params.get('tn')}</dd>
          </dl>
        </div>
        <figure className="flex flex-col items-center gap-2 sm:col-start-1 sm:row-span-2 sm:row-start-1 sm:items-start">
          <UpiQrCode link={link} label={t('upi.qrLabel', { amount, payTo })} />
          <figcaption className="max-w-52 text-center text-xs text-zinc-600 sm:text-left">{t('upi.scan')}</figcaption>
        </figure>
        <div className="border-t border-zinc-100 pt-4 sm:col-start-2">
          <PaymentReferenceForm order={order} />
        </div>
      </div>
    </section>
  );
}

/** The link drawn as a QR code in the browser; the QR library loads with this screen only. */
function UpiQrCode({ link, label }: { link: string; label: string }) {
  const [drawn, setDrawn] = useState<{ link: string; src: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 416 }))
      .then((src) => current && setDrawn({ link, src }))
      // Without the code the link, the UPI ID and the payee still say how to pay.
      .catch(() => current && setDrawn({ link, src: null }));
    return () => {
      current = false;
    };
  }, [link]);
  const box = 'size-44 sm:size-52';
  if (drawn?.link !== link) return <Skeleton className={`${box} rounded-md`} />;
  if (!drawn.src) return null;
  return (
    <img
      src={drawn.src}
      alt={label}
      width={208}
      height={208}
      className={`${box} rounded-md border border-zinc-200 [image-rendering:pixelated]`}
    />
  );
}

/** The 12-digit UTR after paying; once given, it says so (and may be put right until the shop checks it). */
function PaymentReferenceForm({ order }: { order: Order }) {
  const [changing, setChanging] = useState(false);
  const send = useSetPaymentReference(order.id);
  const form = useZodForm(paymentReferenceSchema, { reference: order.paymentReference ?? '' });
  const formError = formErrorOf(form);
  const t = useT();

  if (order.paymentReference && !changing) {
    return (
      <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
        <p className="font-semibold">{t('upi.referenceReceived')}</p>
        <p className="mt-0.5">
          {t('upi.utr')} <span className="font-mono">{order.paymentReference}</span>{' '}
          <button type="button" onClick={() => setChanging(true)} className="ml-1 font-semibold text-accent underline">
            {t('upi.change')}
          </button>
        </p>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
      setChanging(false);
    } catch (error) {
      showServerError(form, error, t('upi.sendFailed'));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <p className="text-sm text-zinc-700">{t('upi.paidAlready')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormTextField
          control={form.control}
          name="reference"
          label={t('upi.referenceLabel')}
          hint={t('upi.referenceHint')}
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-64 sm:flex-1"
        />
        <Button type="submit" variant="secondary" className="sm:mt-6" busy={send.isPending} busyText={t('upi.sending')}>
          {t('upi.sendReference')}
        </Button>
      </div>
    </form>
  );
}
