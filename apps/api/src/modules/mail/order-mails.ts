import { formatINR, PAYMENT_METHOD_LABELS, type Order, type OrderStatus } from '@kuber/shared';
import type { Config } from '../../config.js';
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

/** The statuses a shopper hears about, and how each is told. */
const STATUS_NEWS: Partial<Record<OrderStatus, { subject: string; lead: string }>> = {
  SHIPPED: { subject: 'is on its way', lead: 'Good news: your order has been shipped and is on its way to you.' },
  DELIVERED: { subject: 'has been delivered', lead: 'Your order has been delivered. We hope you love it!' },
  CANCELLED: {
    subject: 'has been cancelled',
    lead: 'Your order has been cancelled. If you paid for it already, the money will be refunded to you.',
  },
};

export const toldStatuses = Object.keys(STATUS_NEWS) as OrderStatus[];

function itemLines(order: Order): string {
  return order.items
    .map((item) => {
      const options = [item.size && `size ${item.size}`, item.color].filter(Boolean).join(', ');
      return `- ${item.name}${options ? ` (${options})` : ''}: ${item.quantity} × ${formatINR(item.price)} = ${formatINR(item.total)}`;
    })
    .join('\n');
}

function totals(order: Order): string {
  const lines = [`Subtotal: ${formatINR(order.subtotal)}`];
  if (order.discount > 0) lines.push(`Discount: −${formatINR(order.discount)}`);
  lines.push(`Shipping: ${order.shipping > 0 ? formatINR(order.shipping) : 'Free'}`, `Tax: ${formatINR(order.tax)}`, `Total: ${formatINR(order.totalAmount)}`);
  return lines.join('\n');
}

function address(order: Order): string {
  const a = order.shippingAddress;
  return [a.fullName, a.line1, a.line2, `${a.city}, ${a.state} ${a.pinCode}`, `Phone: ${a.phone}`].filter(Boolean).join('\n');
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** How the order is paid; a UPI order awaiting payment says by when, and where its link and QR code are. */
function payment(order: Order, s: OrderMailSettings): string {
  const line = `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`;
  if (!order.upiLink || !order.paymentDueAt) return line;
  return `${line}. Please pay ${formatINR(order.totalAmount)} by ${indiaTime.format(new Date(order.paymentDueAt))} (India time) with the UPI link or QR code on your order's page, ${s.publicUrl()}/orders/${order.id}; an order still unpaid then is cancelled.`;
}

const hello = (order: Order) => `Hello ${order.shippingAddress.fullName},`;

function signOff(s: OrderMailSettings): string {
  return `Questions? Write to ${s.supportEmail} or call ${s.supportPhone}.\n\n${s.storeName}`;
}

/** To the shopper, when the order is placed. */
export function orderPlacedMail(order: Order, email: string, s: OrderMailSettings): Mail {
  return {
    to: email,
    subject: `Your ${s.storeName} order ${order.orderNumber} is placed`,
    body: [
      hello(order),
      `Thank you for shopping with ${s.storeName}! We have received your order ${order.orderNumber}.`,
      itemLines(order),
      totals(order),
      payment(order, s),
      `Delivering to:\n${address(order)}`,
      `Follow your order: ${s.publicUrl()}/orders/${order.id}`,
      signOff(s),
    ].join('\n\n'),
  };
}

/** To the shop's owners, for each new order. */
export function newOrderMail(order: Order, email: string, s: OrderMailSettings): Mail {
  return {
    to: s.ordersEmail,
    subject: `New order ${order.orderNumber}: ${formatINR(order.totalAmount)} (${PAYMENT_METHOD_LABELS[order.paymentMethod]})`,
    body: [
      `A new order has been placed by ${email}.`,
      itemLines(order),
      totals(order),
      `Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`,
      `Ship to:\n${address(order)}`,
      ...(order.notes ? [`The shopper's note: ${order.notes}`] : []),
      `Open it: ${s.publicUrl()}/admin/orders/${order.id}`,
    ].join('\n\n'),
  };
}

/** To the shopper, when the order is shipped, delivered or cancelled; null for the statuses not told. */
export function orderStatusMail(order: Order, email: string, s: OrderMailSettings): Mail | null {
  const news = STATUS_NEWS[order.status];
  if (!news) return null;
  return {
    to: email,
    subject: `Your ${s.storeName} order ${order.orderNumber} ${news.subject}`,
    body: [hello(order), news.lead, `Order ${order.orderNumber}:`, itemLines(order), `Total: ${formatINR(order.totalAmount)}`, `See your order: ${s.publicUrl()}/orders/${order.id}`, signOff(s)].join(
      '\n\n',
    ),
  };
}
