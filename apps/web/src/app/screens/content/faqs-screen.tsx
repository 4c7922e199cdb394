import { formatINR, REFERRAL_LEVELS, type StoreSettings } from '@kuber/shared';
import { Link } from 'react-router';
import { useStoreSettings } from '../../../features/store/api/get-store-settings';
import { ContentPage } from './content-page';

const FAQS = [
  {
    q: 'How much does shipping cost?',
    a: 'Shipping is free on every order, anywhere we deliver in India.',
  },
  {
    q: 'How long will my order take to arrive?',
    a: 'Most orders reach metro cities in 2–4 working days and the rest of India in 4–7 working days. You will get updates as your order moves.',
  },
  {
    q: 'Which payment methods can I use?',
    a: 'You can pay Cash on Delivery, or confirm your order with us on WhatsApp. Prices are in rupees and include taxes.',
  },
  {
    q: 'Can I cancel my order?',
    a: 'Yes, until it is shipped. Open My Orders after logging in and choose Cancel Order, or contact our support team.',
  },
  {
    q: 'What is your return policy?',
    a: 'Unused items with their tags can be returned within 30 days of delivery. Refunds reach you within 7 working days of the return being checked.',
  },
  {
    q: 'How do I find my size?',
    a: 'Each product lists its available sizes. If you are between two sizes, we suggest the larger one; you can always exchange within 30 days.',
  },
];

/** The referral answers, with the coupon's terms as the store sets them. */
function referralFaqs(store: StoreSettings | undefined) {
  const worth = store ? ` worth ${formatINR(store.couponValue)} off an order of ${formatINR(store.couponMinOrder)} or more` : '';
  const lasts = store && store.couponValidDays > 0 ? ` Each coupon can be spent within ${store.couponValidDays} days of earning it.` : '';
  return [
    {
      q: 'How does the referral programme work?',
      a: `Share your referral code (your phone number) or your sign-up link from Referral & Coupons in your account. Each friend who signs up with it earns you a coupon${worth}, and you earn one again whenever the friends they bring sign up, up to ${REFERRAL_LEVELS} levels down.${lasts}`,
    },
    {
      q: 'How do I use a coupon?',
      a: 'Checkout offers your coupons: one per order, taken off before tax. If you cancel the order, or return it, the coupon comes back to you.',
    },
  ];
}

export default function FaqsScreen() {
  const { data: store } = useStoreSettings();
  const faqs = [...FAQS, ...referralFaqs(store)];
  return (
    <ContentPage title="Frequently Asked Questions" intro="Quick answers to what shoppers ask us most.">
      <div className="mt-6 divide-y divide-zinc-200 rounded-lg border border-zinc-200">
        {faqs.map(({ q, a }) => (
          <details key={q} className="group px-4 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-zinc-900">
              {q}
              <span aria-hidden="true" className="text-xl leading-none text-zinc-600 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-0! pb-4">{a}</p>
          </details>
        ))}
      </div>
      <p>
        Still need help? <Link to="/contact">Contact us</Link>.
      </p>
    </ContentPage>
  );
}
