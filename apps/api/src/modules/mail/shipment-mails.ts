import type { Language, Shipment } from '@kuber/shared';
import type { Mail } from './mailer.js';
import type { OrderMailSettings } from './order-mails.js';

/** What a parcel's mail needs of its order. */
export interface ParcelOrder {
  id: number;
  orderNumber: string;
  fullName: string;
}

/**
 * The shopper's mail when a parcel of their order is handed to the courier: which items it
 * carries, the courier, the AWB number and the link to follow it, in the language they ordered in.
 */
const WORDS = {
  en: {
    subject: (store: string, number: string) => `Your ${store} order ${number} is on its way`,
    hello: (name: string) => `Hello ${name},`,
    lead: 'Good news: a parcel of your order has been handed to the courier and is on its way to you.',
    contents: 'In this parcel:',
    size: (size: string) => `size ${size}`,
    courier: (name: string, awb: string) => `Courier: ${name}, AWB number ${awb}`,
    track: 'Track it:',
    see: 'See your order:',
    questions: (email: string, phone: string) => `Questions? Write to ${email} or call ${phone}.`,
  },
  hi: {
    subject: (store: string, number: string) => `आपका ${store} ऑर्डर ${number} भेज दिया गया है`,
    hello: (name: string) => `नमस्ते ${name},`,
    lead: 'अच्छी खबर: आपके ऑर्डर का एक पार्सल कूरियर को सौंप दिया गया है और आप तक पहुँचने के रास्ते में है।',
    contents: 'इस पार्सल में:',
    size: (size: string) => `साइज़ ${size}`,
    courier: (name: string, awb: string) => `कूरियर: ${name}, AWB नंबर ${awb}`,
    track: 'ट्रैक करें:',
    see: 'अपना ऑर्डर देखें:',
    questions: (email: string, phone: string) => `कोई सवाल? ${email} पर लिखें या ${phone} पर कॉल करें।`,
  },
} satisfies Record<Language, unknown>;

export function parcelShippedMail(
  order: ParcelOrder,
  parcel: Shipment,
  email: string,
  s: OrderMailSettings,
  language: Language,
): Mail {
  const w = WORDS[language];
  const items = parcel.items
    .map((item) => {
      const options = [item.size && w.size(item.size), item.color].filter(Boolean).join(', ');
      const name = (language === 'hi' && item.nameHi) || item.name;
      return `- ${name}${options ? ` (${options})` : ''} × ${item.quantity}`;
    })
    .join('\n');
  return {
    to: email,
    subject: w.subject(s.storeName, order.orderNumber),
    body: [
      w.hello(order.fullName),
      w.lead,
      `${w.contents}\n${items}`,
      w.courier(parcel.courierName ?? '', parcel.awb ?? ''),
      ...(parcel.trackingUrl ? [`${w.track} ${parcel.trackingUrl}`] : []),
      `${w.see} ${s.publicUrl()}/orders/${order.id}`,
      `${w.questions(s.supportEmail, s.supportPhone)}\n\n${s.storeName}`,
    ].join('\n\n'),
  };
}
