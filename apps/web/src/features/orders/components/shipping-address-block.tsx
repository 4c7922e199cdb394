import type { Order } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';

/** The address an order goes to, in the order Indian addresses are written. */
export function ShippingAddressBlock({ address }: { address: Order['shippingAddress'] }) {
  const t = useT();
  return (
    <address className="text-sm leading-6 text-zinc-700 not-italic">
      <span className="font-semibold text-zinc-900">{address.fullName}</span>
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {address.city}, {address.state} {address.pinCode}
      <br />
      {t('orders.mobile', { phone: address.phone })}
    </address>
  );
}
