import { formatINR, type Order, type OrderItem } from '@kuber/shared';
import type { useT } from '#web/i18n/i18n-provider';

/**
 * The WhatsApp checkout message — items, subtotal, tax, total and the shipping
 * address — now for an order placed on the server, so it carries the order number too.
 * Written in the shopper's language (the caller's useT and product names), as they would write it themselves.
 */
export function orderWhatsAppText(
  order: Order,
  storeName: string,
  t: ReturnType<typeof useT>,
  nameOf: (item: OrderItem) => string,
): string {
  const a = order.shippingAddress;
  const items = order.items.map((item, i) => {
    const options = [
      item.size && t('cart.size', { size: item.size }),
      item.color && t('cart.colour', { color: item.color }),
    ]
      .filter(Boolean)
      .join(', ');
    return `${i + 1}. ${nameOf(item)}${options ? ` (${options})` : ''}: ${item.quantity} × ${formatINR(item.price)} = ${formatINR(item.total)}`;
  });
  return [
    t('whatsapp.hello', { store: storeName, number: order.orderNumber }),
    '',
    t('whatsapp.items'),
    ...items,
    '',
    `${t('orders.subtotal')}: ${formatINR(order.subtotal)}`,
    ...(order.discount > 0 ? [`${t('listing.discount')}: −${formatINR(order.discount)}`] : []),
    `${t('totals.shipping')}: ${order.shipping > 0 ? formatINR(order.shipping) : t('totals.free')}`,
    ...(order.taxMode === 'gst' ? [] : [`${t('orders.tax')}: ${formatINR(order.tax)}`]),
    `${t('totals.total')}: ${formatINR(order.totalAmount)}`,
    ...(order.taxMode === 'gst' ? [`${t('totals.gstIncluded')}: ${formatINR(order.taxIncluded)}`] : []),
    '',
    `${t('checkout.shippingAddress')}:`,
    a.fullName,
    a.line1,
    ...(a.line2 ? [a.line2] : []),
    `${a.city}, ${a.state} ${a.pinCode}`,
    t('address.mobileShort', { phone: a.phone }),
  ].join('\n');
}
