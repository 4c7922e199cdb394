import type { Order } from '@kuber/shared';

/** The address an order goes to, in the order Indian addresses are written. */
export function ShippingAddressBlock({ address }: { address: Order['shippingAddress'] }) {
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
      Mobile: {address.phone}
    </address>
  );
}
