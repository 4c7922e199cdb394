import {
  formatINR,
  PAYMENT_METHOD_LABELS,
  type Language,
  type Order,
  type OrderStatus,
  type PaymentMethod,
} from '@kuber/shared';
import type { Config } from '#api/config.js';
import type { Mail } from './mailer.js';

export interface OrderMailSettings {
  storeName: string;
  /** Where the shop's owners hear of each new order. */
  ordersEmail: string;
  supportEmail: string;
  supportPhone: string;
  /** The store's own address, for links back to it. */
  publicUrl: () => string;
}

/** The store's settings the order mails need; the shop hears of new orders at STORE_ORDERS_EMAIL, else the support address. */
export function orderMailSettings(config: Config, publicUrl: () => string): OrderMailSettings {
  return {
    storeName: config.STORE_NAME,
    ordersEmail: config.STORE_ORDERS_EMAIL ?? config.STORE_SUPPORT_EMAIL,
    supportEmail: config.STORE_SUPPORT_EMAIL,
    supportPhone: config.STORE_SUPPORT_PHONE,
    publicUrl,
  };
}

/** How a status is told: the subject after 'Your <store> order <number>', and the mail's first line. */
interface StatusNews {
  subject: (store: string, number: string) => string;
  lead: string;
}

/**
 * The shopper's mails in the language they ordered in (the order keeps it); the shop's own mail
 * stays English, as the back office does. A product is named as the order recorded it, in Hindi
 * where it had a Hindi name; sizes and colours as they are.
 */
const WORDS = {
  en: {
    locale: 'en-IN',
    methods: PAYMENT_METHOD_LABELS,
    news: {
      SHIPPED: {
        subject: (store, number) => `Your ${store} order ${number} is on its way`,
        lead: 'Good news: your order has been shipped and is on its way to you.',
      },
      DELIVERED: {
        subject: (store, number) => `Your ${store} order ${number} has been delivered`,
        lead: 'Your order has been delivered. We hope you love it!',
      },
      CANCELLED: {
        subject: (store, number) => `Your ${store} order ${number} has been cancelled`,
        lead: 'Your order has been cancelled. If you paid for it already, the money will be refunded to you.',
      },
    } as Partial<Record<OrderStatus, StatusNews>>,
    size: (size: string) => `size ${size}`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    free: 'Free',
    tax: 'Tax',
    gstIncluded: 'Includes GST',
    total: 'Total',
    phone: 'Phone',
    payment: 'Payment',
    payBy: (amount: string, when: string, page: string) =>
      `Please pay ${amount} by ${when} (India time) with the UPI link or QR code on your order's page, ${page}; an order still unpaid then is cancelled.`,
    payOnlineBy: (amount: string, when: string, page: string) =>
      `Please pay ${amount} by ${when} (India time) with Pay now on your order's page, ${page}; an order still unpaid then is cancelled.`,
    codFee: 'Cash on delivery fee',
    hello: (name: string) => `Hello ${name},`,
    questions: (email: string, phone: string) => `Questions? Write to ${email} or call ${phone}.`,
    placedSubject: (store: string, number: string) => `Your ${store} order ${number} is placed`,
    thanks: (store: string, number: string) =>
      `Thank you for shopping with ${store}! We have received your order ${number}.`,
    deliveringTo: 'Delivering to:',
    follow: 'Follow your order:',
    order: (number: string) => `Order ${number}:`,
    see: 'See your order:',
  },
  hi: {
    locale: 'hi-IN',
    methods: {
      COD: 'कैश ऑन डिलीवरी',
      WHATSAPP: 'WhatsApp पर कन्फ़र्म',
      UPI: 'UPI से पेमेंट',
      ONLINE: 'ऑनलाइन पेमेंट',
    } satisfies Record<PaymentMethod, string>,
    news: {
      SHIPPED: {
        subject: (store, number) => `आपका ${store} ऑर्डर ${number} भेज दिया गया है`,
        lead: 'अच्छी खबर: आपका ऑर्डर भेज दिया गया है और आप तक पहुँचने के रास्ते में है।',
      },
      DELIVERED: {
        subject: (store, number) => `आपका ${store} ऑर्डर ${number} डिलीवर हो गया है`,
        lead: 'आपका ऑर्डर डिलीवर हो गया है। उम्मीद है आपको पसंद आएगा!',
      },
      CANCELLED: {
        subject: (store, number) => `आपका ${store} ऑर्डर ${number} कैंसल हो गया है`,
        lead: 'आपका ऑर्डर कैंसल कर दिया गया है। अगर आपने पेमेंट कर दिया था, तो पैसे आपको वापस कर दिए जाएँगे।',
      },
    } as Partial<Record<OrderStatus, StatusNews>>,
    size: (size: string) => `साइज़ ${size}`,
    subtotal: 'सबटोटल',
    discount: 'छूट',
    shipping: 'शिपिंग',
    free: 'फ़्री',
    tax: 'टैक्स',
    gstIncluded: 'GST शामिल',
    total: 'कुल',
    phone: 'फ़ोन',
    payment: 'पेमेंट',
    payBy: (amount: string, when: string, page: string) =>
      `कृपया ${when} (भारतीय समय) तक अपने ऑर्डर के पेज ${page} पर दिए UPI लिंक या QR कोड से ${amount} का पेमेंट करें; तब तक पेमेंट न मिलने पर ऑर्डर कैंसल हो जाएगा।`,
    payOnlineBy: (amount: string, when: string, page: string) =>
      `कृपया ${when} (भारतीय समय) तक अपने ऑर्डर के पेज ${page} पर 'अभी पेमेंट करें' से ${amount} का पेमेंट करें; तब तक पेमेंट न मिलने पर ऑर्डर कैंसल हो जाएगा।`,
    codFee: 'कैश ऑन डिलीवरी शुल्क',
    hello: (name: string) => `नमस्ते ${name},`,
    questions: (email: string, phone: string) => `कोई सवाल? ${email} पर लिखें या ${phone} पर कॉल करें।`,
    placedSubject: (store: string, number: string) => `आपका ${store} ऑर्डर ${number} हो गया है`,
    thanks: (store: string, number: string) => `${store} से शॉपिंग करने के लिए धन्यवाद! हमें आपका ऑर्डर ${number} मिल गया है।`,
    deliveringTo: 'डिलीवरी का पता:',
    follow: 'अपना ऑर्डर ट्रैक करें:',
    order: (number: string) => `ऑर्डर ${number}:`,
    see: 'अपना ऑर्डर देखें:',
  },
} satisfies Record<Language, unknown>;

type Words = (typeof WORDS)[Language];

export const toldStatuses = Object.keys(WORDS.en.news) as OrderStatus[];

function itemLines(order: Order, w: Words): string {
  return order.items
    .map((item) => {
      const options = [item.size && w.size(item.size), item.color].filter(Boolean).join(', ');
      const name = (w === WORDS.hi && item.nameHi) || item.name;
      return `- ${name}${options ? ` (${options})` : ''}: ${item.quantity} × ${formatINR(item.price)} = ${formatINR(item.total)}`;
    })
    .join('\n');
}

function totals(order: Order, w: Words): string {
  const lines = [`${w.subtotal}: ${formatINR(order.subtotal)}`];
  // A discount code is named, as the order's page names it.
  const code = order.discountCode ? ` (${order.discountCode})` : '';
  if (order.discount > 0) lines.push(`${w.discount}${code}: −${formatINR(order.discount)}`);
  lines.push(
    `${w.shipping}: ${order.shipping > 0 ? formatINR(order.shipping) : w.free}`,
    // In gst mode nothing is added: the total says what it includes.
    ...(order.taxMode === 'gst' ? [] : [`${w.tax}: ${formatINR(order.tax)}`]),
    ...(order.codFee > 0 ? [`${w.codFee}: ${formatINR(order.codFee)}`] : []),
    `${w.total}: ${formatINR(order.totalAmount)}`,
    ...(order.taxMode === 'gst' ? [`${w.gstIncluded}: ${formatINR(order.taxIncluded)}`] : []),
  );
  return lines.join('\n');
}

function address(order: Order, w: Words): string {
  const a = order.shippingAddress;
  return [a.fullName, a.line1, a.line2, `${a.city}, ${a.state} ${a.pinCode}`, `${w.phone}: ${a.phone}`]
    .filter(Boolean)
    .join('\n');
}

const indiaTime = (w: Words, iso: string) =>
  new Intl.DateTimeFormat(w.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/** How the order is paid; a UPI order awaiting payment says by when, and where its link and QR code are. */
function payment(order: Order, s: OrderMailSettings, w: Words): string {
  const line = `${w.payment}: ${w.methods[order.paymentMethod]}`;
  if (!order.paymentDueAt || !(order.upiLink || order.canPayOnline)) return line;
  const payBy = order.upiLink ? w.payBy : w.payOnlineBy;
  return `${line}. ${payBy(formatINR(order.totalAmount), indiaTime(w, order.paymentDueAt), `${s.publicUrl()}/orders/${order.id}`)}`;
}

const hello = (order: Order, w: Words) => w.hello(order.shippingAddress.fullName);

function signOff(s: OrderMailSettings, w: Words): string {
  return `${w.questions(s.supportEmail, s.supportPhone)}\n\n${s.storeName}`;
}

/** To the shopper, when the order is placed, in the language they ordered in. */
export function orderPlacedMail(order: Order, email: string, s: OrderMailSettings, language: Language): Mail {
  const w = WORDS[language];
  return {
    to: email,
    subject: w.placedSubject(s.storeName, order.orderNumber),
    body: [
      hello(order, w),
      w.thanks(s.storeName, order.orderNumber),
      itemLines(order, w),
      totals(order, w),
      payment(order, s, w),
      `${w.deliveringTo}\n${address(order, w)}`,
      `${w.follow} ${s.publicUrl()}/orders/${order.id}`,
      signOff(s, w),
    ].join('\n\n'),
  };
}

/** To the shop's owners, for each new order (in English, as the back office). */
export function newOrderMail(order: Order, email: string, s: OrderMailSettings): Mail {
  const w = WORDS.en;
  return {
    to: s.ordersEmail,
    subject: `New order ${order.orderNumber}: ${formatINR(order.totalAmount)} (${PAYMENT_METHOD_LABELS[order.paymentMethod]})`,
    body: [
      `A new order has been placed by ${email}.`,
      itemLines(order, w),
      totals(order, w),
      `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`,
      `Ship to:\n${address(order, w)}`,
      ...(order.notes ? [`The shopper's note: ${order.notes}`] : []),
      `Open it: ${s.publicUrl()}/admin/orders/${order.id}`,
    ].join('\n\n'),
  };
}

/** To the shopper, when the order is shipped, delivered or cancelled, in the order's language; null for the statuses not told. */
export function orderStatusMail(order: Order, email: string, s: OrderMailSettings, language: Language): Mail | null {
  const w = WORDS[language];
  const news = w.news[order.status];
  if (!news) return null;
  return {
    to: email,
    subject: news.subject(s.storeName, order.orderNumber),
    body: [
      hello(order, w),
      news.lead,
      w.order(order.orderNumber),
      itemLines(order, w),
      `${w.total}: ${formatINR(order.totalAmount)}`,
      `${w.see} ${s.publicUrl()}/orders/${order.id}`,
      signOff(s, w),
    ].join('\n\n'),
  };
}
