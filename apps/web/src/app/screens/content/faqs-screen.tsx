import { formatINR, REFERRAL_LEVELS, type StoreSettings } from '@kuber/shared';
import { DEFAULT_DELIVERY_DAYS, DEFAULT_RETURN_DAYS } from './company';
import { Link } from 'react-router';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';
import { ContentPage } from './content-page';
import { useRichT, useT } from '#web/i18n/i18n-provider';

type Words = ReturnType<typeof useT>;

/** The delivery days and the return window as the store sets them (its defaults until its settings arrive). */
const faqsOf = (t: Words, store: StoreSettings | undefined) => {
  const days = store?.returnWindowDays ?? DEFAULT_RETURN_DAYS;
  return [
    { q: t('faqs.shippingQ'), a: t('faqs.shippingA') },
    { q: t('faqs.timeQ'), a: t('faqs.timeA', store?.deliveryDays ?? DEFAULT_DELIVERY_DAYS) },
    { q: t('faqs.payQ'), a: paymentAnswer(t, store) },
    { q: t('faqs.cancelQ'), a: t('faqs.cancelA') },
    { q: t('faqs.returnQ'), a: days > 0 ? t('faqs.returnA', { days }) : t('faqs.returnNoneA') },
    ...(days > 0 ? [{ q: t('faqs.sizeQ'), a: t('faqs.sizeA', { days }) }] : []),
    { q: t('faqs.appQ'), a: t('faqs.appA') },
    { q: t('faqs.languageQ'), a: t('faqs.languageA') },
  ];
};

/** What checkout offers (UPI only once the shop has set its UPI ID, decision 016) and how tax is added, as the store is set up. */
function paymentAnswer(t: Words, store: StoreSettings | undefined): string {
  const methods = store?.paymentMethods.includes('UPI')
    ? t('faqs.payUpiA', { hours: store.upiPaymentWindowHours })
    : t('faqs.payA');
  return store && store.taxRatePercent > 0 ? methods + t('faqs.payTax', { rate: store.taxRatePercent }) : methods;
}

/** The referral answers, with the coupon's terms as the store sets them. */
function referralFaqs(t: Words, store: StoreSettings | undefined) {
  const worth = store
    ? t('about.worth', { value: formatINR(store.couponValue), minOrder: formatINR(store.couponMinOrder) })
    : '';
  const lasts = store && store.couponValidDays > 0 ? t('faqs.lasts', { days: store.couponValidDays }) : '';
  return [
    { q: t('faqs.referralQ'), a: t('faqs.referralA', { worth, lasts, levels: REFERRAL_LEVELS }) },
    { q: t('faqs.couponQ'), a: t('faqs.couponA') },
  ];
}

export default function FaqsScreen() {
  const { data: store } = useStoreSettings();
  const t = useT();
  const rich = useRichT();
  const faqs = [...faqsOf(t, store), ...referralFaqs(t, store)];
  return (
    <ContentPage title={t('faqs.title')} intro={t('faqs.intro')}>
      <div className="mt-6 divide-y divide-zinc-200 rounded-lg border border-zinc-200">
        {faqs.map(({ q, a }) => (
          <details key={q} className="group px-4 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-zinc-900">
              {q}
              <span
                aria-hidden="true"
                className="text-xl leading-none text-zinc-600 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-0! pb-4">{a}</p>
          </details>
        ))}
      </div>
      <p>{rich('faqs.stillHelp', { contact: (text) => <Link to="/contact">{text}</Link> })}</p>
    </ContentPage>
  );
}
