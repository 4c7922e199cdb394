import { formatINR, type Order } from '@kuber/shared';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { useT } from '#web/i18n/i18n-provider';
import { useDates } from '#web/i18n/use-dates';
import { usePayOrder } from '../api/pay-order';

/**
 * An online order's payment at the top of its page: waiting (Pay now), failed (Try again),
 * paid, and a refund on its way. All of it from the server's order: the gateway's return and
 * webhook are what move it, never this page.
 */
export function OnlinePayment({ order }: { order: Order }) {
  const t = useT();
  const dates = useDates();
  const pay = usePayOrder();
  const last = order.payments.at(-1);
  const refunding = order.payments.filter((p) => p.kind === 'REFUND' && p.status === 'PENDING');
  const amount = formatINR(order.totalAmount);

  if (order.canPayOnline) {
    const failed = last?.kind === 'FAILURE';
    return (
      <section
        aria-labelledby="online-heading"
        className={`mb-6 rounded-lg border p-4 shadow-sm sm:p-5 ${failed ? 'border-red-300 bg-red-50' : 'border-accent/40 bg-white'}`}
      >
        <h2 id="online-heading" className={`text-lg font-bold ${failed ? 'text-red-900' : 'text-zinc-900'}`}>
          {failed ? t('onlinePayment.failed') : t('onlinePayment.waiting')}
        </h2>
        <p className="mt-1 text-sm text-zinc-800">
          {failed ? t('onlinePayment.failedBody') : t('onlinePayment.waitingBody', { amount })}
        </p>
        {failed && last.reference && (
          // The gateway's own words, in English whatever the page's language: said to be its.
          <p className="mt-1 text-sm text-zinc-700">{t('onlinePayment.gatewaySaid', { reason: last.reference })}</p>
        )}
        {order.paymentDueAt && (
          <p className="mt-1 text-sm text-zinc-700">
            {t('onlinePayment.payBy', { when: dates.dayAndTime(order.paymentDueAt) })}
          </p>
        )}
        {pay.error && (
          <div className="mt-3">
            <FormAlert>{pay.error.message}</FormAlert>
          </div>
        )}
        <Button
          size="lg"
          className="mt-4 w-full sm:w-auto"
          busy={pay.isPending || pay.isSuccess}
          busyText={t('onlinePayment.opening')}
          onClick={() => pay.mutate(order.id)}
        >
          {failed ? t('onlinePayment.tryAgain', { amount }) : t('onlinePayment.payNow', { amount })}
        </Button>
      </section>
    );
  }
  if (refunding.length > 0) {
    const back = formatINR(refunding.reduce((sum, p) => sum + p.amount, 0));
    return (
      <section role="status" className="mb-6 rounded-lg border border-sky-200 bg-sky-50 p-4 sm:p-5">
        <h2 className="text-lg font-bold text-sky-900">{t('onlinePayment.refunding', { amount: back })}</h2>
        <p className="mt-1 text-sm text-sky-900">{t('onlinePayment.refundingBody')}</p>
      </section>
    );
  }
  if (order.paymentMethod === 'ONLINE' && order.paymentStatus === 'PAID') {
    return (
      <section role="status" className="mb-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4 sm:p-5">
        <h2 className="text-lg font-bold text-emerald-900">{t('onlinePayment.paid', { amount })}</h2>
        <p className="mt-1 text-sm text-emerald-900">{t('onlinePayment.paidBody')}</p>
      </section>
    );
  }
  return null;
}
