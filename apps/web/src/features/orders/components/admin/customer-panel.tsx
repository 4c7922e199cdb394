import type { AdminOrder } from '@kuber/shared';
import { Link } from 'react-router';
import { WhatsAppIcon } from '#web/components/ui/icons';

/** India's numbers as wa.me wants them: the country code, then the 10 digits. */
const whatsappNumber = (phone: string) => `91${phone.replace(/\D/g, '').slice(-10)}`;

/** Who ordered: name, email, the account's phone, a WhatsApp chat with the phone shipped to, and their account. */
export function CustomerPanel({ order, storeName }: { order: AdminOrder; storeName: string }) {
  const greeting = `Hello ${order.shippingAddress.fullName}, this is ${storeName} about your order ${order.orderNumber}.`;
  return (
    <section aria-label="Shopper" className="rounded-lg border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-sm font-bold tracking-wide text-zinc-900 uppercase">Shopper</h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-zinc-600">Name</dt>
        <dd className="text-zinc-900">{order.customerName}</dd>
        <dt className="text-zinc-600">Email</dt>
        <dd className="break-words">
          <a href={`mailto:${order.userEmail}`} className="text-accent hover:underline">
            {order.userEmail}
          </a>
        </dd>
        <dt className="text-zinc-600">Phone</dt>
        <dd className="text-zinc-900 tabular-nums">{order.customerPhone ?? 'Account deleted'}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={`https://wa.me/${whatsappNumber(order.shippingAddress.phone)}?text=${encodeURIComponent(greeting)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-9 items-center gap-2 rounded-md bg-[#1a7f4b] px-3 text-sm font-semibold text-white hover:bg-[#156b3f]"
        >
          <WhatsAppIcon width={18} height={18} />
          WhatsApp {order.shippingAddress.phone}
        </a>
        {order.userId !== null && (
          <Link
            to={`/admin/users/${order.userId}`}
            className="inline-flex h-9 items-center rounded-md border border-zinc-300 px-3 text-sm font-semibold text-zinc-900 hover:border-zinc-900"
          >
            View account
          </Link>
        )}
      </div>
    </section>
  );
}
