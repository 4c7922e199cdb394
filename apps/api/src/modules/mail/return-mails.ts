import { formatINR, type Language, type ReturnRequest, type ReturnStatus } from '@kuber/shared';
import type { Mail } from './mailer.js';
import type { OrderMailSettings } from './order-mails.js';

/** What the shopper is told at each step of a return or exchange. */
interface StepNews {
  subject: (store: string, order: string) => string;
  lead: (r: ReturnRequest) => string;
}

const WORDS = {
  en: {
    news: {
      REQUESTED: {
        subject: (store, order) => `${store}: we have your request for order ${order}`,
        lead: (r) =>
          r.kind === 'EXCHANGE'
            ? 'We have your exchange request and are keeping the size you asked for aside. We will tell you as soon as it is approved.'
            : 'We have your return request and will tell you as soon as it is approved.',
      },
      APPROVED: {
        subject: (store, order) => `${store}: your request for order ${order} is approved`,
        lead: () => 'Your request is approved. We will arrange a doorstep pickup and send you its details.',
      },
      REJECTED: {
        subject: (store, order) => `${store}: your request for order ${order} was not accepted`,
        lead: (r) => `We are sorry, we could not accept your request: ${r.rejectReason ?? ''}`,
      },
      PICKUP_SCHEDULED: {
        subject: (store, order) => `${store}: pickup scheduled for order ${order}`,
        lead: (r) =>
          `A courier will pick the parcel up from you: ${r.pickup?.courier ?? ''}, AWB ${r.pickup?.awb ?? ''}. Please keep the items packed with their tags.`,
      },
      RECEIVED: {
        subject: (store, order) => `${store}: we received your parcel for order ${order}`,
        lead: () => 'We have received the items you sent back and are checking them.',
      },
      CHECKED: {
        subject: (store, order) => `${store}: your items for order ${order} are checked`,
        lead: (r) =>
          r.kind === 'EXCHANGE'
            ? 'We have checked the items you sent back; your replacement ships next.'
            : 'We have checked the items you sent back; your refund comes next.',
      },
      REFUNDED: {
        subject: (store, order) => `${store}: your refund for order ${order}`,
        lead: (r) =>
          r.storeCreditCode
            ? `We have added ${formatINR(r.refundAmount ?? 0)} to your store credit: coupon ${r.storeCreditCode}, to use on any order.`
            : `We have refunded ${formatINR(r.refundAmount ?? 0)} the way you paid. It can take 5–7 working days to reach your account.`,
      },
      EXCHANGE_SHIPPED: {
        subject: (store, order) => `${store}: your replacement for order ${order} is on its way`,
        lead: (r) =>
          `Your replacement has been shipped: ${r.replacement?.courier ?? ''}, AWB ${r.replacement?.awb ?? ''}${r.replacement?.trackingUrl ? `. Track it: ${r.replacement.trackingUrl}` : ''}.`,
      },
      CANCELLED: {
        subject: (store, order) => `${store}: your request for order ${order} is cancelled`,
        lead: () => 'You cancelled your request; nothing more needs to be done.',
      },
    } satisfies Record<ReturnStatus, StepNews>,
    hello: (name: string) => `Hello ${name},`,
    see: 'See your order:',
    questions: (email: string, phone: string) => `Questions? Write to ${email} or call ${phone}.`,
  },
  hi: {
    news: {
      REQUESTED: {
        subject: (store, order) => `${store}: ऑर्डर ${order} के लिए आपका अनुरोध मिल गया है`,
        lead: (r) =>
          r.kind === 'EXCHANGE'
            ? 'हमें आपका एक्सचेंज अनुरोध मिल गया है और आपका माँगा साइज़ आपके लिए अलग रख दिया है। मंज़ूर होते ही हम आपको बताएँगे।'
            : 'हमें आपका रिटर्न अनुरोध मिल गया है। मंज़ूर होते ही हम आपको बताएँगे।',
      },
      APPROVED: {
        subject: (store, order) => `${store}: ऑर्डर ${order} के लिए आपका अनुरोध मंज़ूर हो गया है`,
        lead: () => 'आपका अनुरोध मंज़ूर हो गया है। हम घर से पिकअप की व्यवस्था करके आपको उसकी जानकारी भेजेंगे।',
      },
      REJECTED: {
        subject: (store, order) => `${store}: ऑर्डर ${order} के लिए आपका अनुरोध स्वीकार नहीं हुआ`,
        lead: (r) => `माफ़ कीजिए, हम आपका अनुरोध स्वीकार नहीं कर सके: ${r.rejectReason ?? ''}`,
      },
      PICKUP_SCHEDULED: {
        subject: (store, order) => `${store}: ऑर्डर ${order} का पिकअप तय हो गया है`,
        lead: (r) =>
          `कूरियर आपसे पार्सल ले जाएगा: ${r.pickup?.courier ?? ''}, AWB ${r.pickup?.awb ?? ''}। कृपया सामान टैग के साथ पैक रखें।`,
      },
      RECEIVED: {
        subject: (store, order) => `${store}: ऑर्डर ${order} का आपका पार्सल मिल गया है`,
        lead: () => 'आपका लौटाया सामान हमें मिल गया है और हम उसे जाँच रहे हैं।',
      },
      CHECKED: {
        subject: (store, order) => `${store}: ऑर्डर ${order} का आपका सामान जाँच लिया गया है`,
        lead: (r) =>
          r.kind === 'EXCHANGE'
            ? 'आपका लौटाया सामान जाँच लिया गया है; अब आपका बदला हुआ सामान भेजा जाएगा।'
            : 'आपका लौटाया सामान जाँच लिया गया है; अब आपका रिफ़ंड किया जाएगा।',
      },
      REFUNDED: {
        subject: (store, order) => `${store}: ऑर्डर ${order} का आपका रिफ़ंड`,
        lead: (r) =>
          r.storeCreditCode
            ? `हमने ${formatINR(r.refundAmount ?? 0)} आपके स्टोर क्रेडिट में जोड़ दिए हैं: कूपन ${r.storeCreditCode}, किसी भी ऑर्डर पर इस्तेमाल करें।`
            : `हमने ${formatINR(r.refundAmount ?? 0)} उसी तरीके से वापस कर दिए हैं जिससे आपने पेमेंट किया था। आपके खाते तक पहुँचने में 5–7 कामकाजी दिन लग सकते हैं।`,
      },
      EXCHANGE_SHIPPED: {
        subject: (store, order) => `${store}: ऑर्डर ${order} का बदला हुआ सामान भेज दिया गया है`,
        lead: (r) =>
          `आपका बदला हुआ सामान भेज दिया गया है: ${r.replacement?.courier ?? ''}, AWB ${r.replacement?.awb ?? ''}${r.replacement?.trackingUrl ? `। ट्रैक करें: ${r.replacement.trackingUrl}` : ''}।`,
      },
      CANCELLED: {
        subject: (store, order) => `${store}: ऑर्डर ${order} के लिए आपका अनुरोध कैंसल हो गया है`,
        lead: () => 'आपने अपना अनुरोध कैंसल कर दिया है; अब कुछ और करने की ज़रूरत नहीं है।',
      },
    } satisfies Record<ReturnStatus, StepNews>,
    hello: (name: string) => `नमस्ते ${name},`,
    see: 'अपना ऑर्डर देखें:',
    questions: (email: string, phone: string) => `कोई सवाल? ${email} पर लिखें या ${phone} पर कॉल करें।`,
  },
} satisfies Record<Language, unknown>;

/** To the shopper, at each step of their return or exchange, in the language they ordered in. */
export function returnStepMail(
  request: ReturnRequest,
  order: { orderNumber: string; fullName: string; email: string; language: Language },
  s: OrderMailSettings,
): Mail {
  const w = WORDS[order.language];
  const news = w.news[request.status];
  const lines = request.items.map((i) => {
    const name = (order.language === 'hi' && i.nameHi) || i.name;
    const options = [i.size, i.color].filter(Boolean).join(', ');
    const wanted = [i.exchangeSize, i.exchangeColor].filter(Boolean).join(', ');
    return `- ${name}${options ? ` (${options})` : ''} × ${i.quantity}${request.kind === 'EXCHANGE' && wanted ? ` → ${wanted}` : ''}`;
  });
  return {
    to: order.email,
    subject: news.subject(s.storeName, order.orderNumber),
    body: [
      w.hello(order.fullName),
      news.lead(request),
      lines.join('\n'),
      `${w.see} ${s.publicUrl()}/orders/${request.orderId}`,
      `${w.questions(s.supportEmail, s.supportPhone)}\n\n${s.storeName}`,
    ].join('\n\n'),
  };
}
