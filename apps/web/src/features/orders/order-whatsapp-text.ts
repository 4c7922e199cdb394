import { formatINR, type Order } from '@kuber/shared';

/**
 * The spec's WhatsApp checkout message — items, subtotal, tax, total and the shipping
 * address — now for an order placed on the server, so it carries the order number too.
 */
export function orderWhatsAppText(order: Order, storeName: string): string {
  const a = order.shippingAddress;
  const items = order.items.map((item, i) => {
    const options = [item.size && `Size: ${item.size}`, item.color && `Colour: ${item.color}`].filter(Boolean).join(', ');
    return `${i + 1}. ${item.name}${options ? ` (${options})` : ''}: ${item.quantity} × ${formatINR(item.price)} = ${formatINR(item.total)}`;
  });
  return [
    `Hello ${storeName}! I have placed order ${order.orderNumber} and would like to confirm it.`,
    '',
    'Items:',
    ...items,
    '',
    `Subtotal: ${formatINR(order.subtotal)}`,
    ...(order.discount > 0 ? [`Discount: −${formatINR(order.discount)}`] : []),
    `Shipping: ${order.shipping > 0 ? formatINR(order.shipping) : 'Free'}`,
    `Tax: ${formatINR(order.tax)}`,
    `Total: ${formatINR(order.totalAmount)}`,
    '',
    'Shipping address:',
    a.fullName,
    a.line1,
    ...(a.line2 ? [a.line2] : []),
    `${a.city}, ${a.state} ${a.pinCode}`,
    `Mobile: ${a.phone}`,
  ].join('\n');
}
