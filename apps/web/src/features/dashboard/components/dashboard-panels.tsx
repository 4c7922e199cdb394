import { formatINR, ORDER_STATUS_LABELS, type Dashboard } from '@kuber/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '#web/components/ui/responsive-image';

const placed = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

function Card({ title, children, link }: { title: string; children: ReactNode; link?: { to: string; label: string } }) {
  return (
    <section aria-label={title} className="flex flex-col rounded-xl border border-zinc-200 bg-white">
      <div className="flex items-baseline justify-between gap-2 border-b border-zinc-200 px-4 py-3 sm:px-5">
        <h2 className="text-base font-bold text-zinc-900">{title}</h2>
        {link && (
          <Link to={link.to} className="text-sm font-semibold text-accent hover:underline">
            {link.label}
          </Link>
        )}
      </div>
      <div className="flex-1 px-4 py-3 sm:px-5">{children}</div>
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="py-4 text-center text-sm text-zinc-600">{children}</p>
);

/** Orders waiting on the shop now: to confirm, and to pack and ship. */
export function WaitingOrders({ figures }: { figures: Dashboard }) {
  const tiles = [
    { label: 'To confirm', count: figures.ordersToConfirm, to: '/admin/orders?status=PENDING', note: 'Pending' },
    // Two statuses wait to ship; the list filters by one, so this opens it whole.
    { label: 'To ship', count: figures.ordersToShip, to: '/admin/orders', note: 'Confirmed or processing' },
  ];
  return (
    <Card title="Waiting orders">
      <ul className="grid grid-cols-2 gap-3">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link
              to={tile.to}
              className={`block rounded-lg border p-3 hover:border-zinc-900 ${tile.count > 0 ? 'border-amber-300 bg-amber-50' : 'border-zinc-200'}`}
            >
              <span className="block text-sm font-semibold text-zinc-800">{tile.label}</span>
              <span
                className="block text-2xl font-bold text-zinc-900 tabular-nums"
                aria-label={`${tile.label}: ${tile.count}`}
              >
                {tile.count}
              </span>
              <span className="block text-xs text-zinc-600">{tile.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function LowStock({ figures }: { figures: Dashboard }) {
  const more = figures.lowStockCount - figures.lowStockVariants.length;
  return (
    <Card
      title={`Low stock (${figures.lowStockThreshold} or fewer left)`}
      link={{ to: '/admin/products?sort=stock-low', label: 'Products' }}
    >
      {figures.lowStockVariants.length === 0 ? (
        <Empty>Every size and colour has more than {figures.lowStockThreshold} left.</Empty>
      ) : (
        <ul className="divide-y divide-zinc-100 text-sm">
          {figures.lowStockVariants.map((v) => (
            <li key={`${v.productId}-${v.size}-${v.color}`} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium text-zinc-900">{v.product}</span>
                <span className="block text-xs text-zinc-600">
                  {[v.size && `Size ${v.size}`, v.color].filter(Boolean).join(' · ') || 'One size'}
                </span>
              </span>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${v.stock === 0 ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800'}`}
              >
                {v.stock === 0 ? 'Sold out' : `${v.stock} left`}
              </span>
            </li>
          ))}
          {more > 0 && <li className="py-2 text-xs text-zinc-600">and {more} more</li>}
        </ul>
      )}
    </Card>
  );
}

export function TopProducts({ figures }: { figures: Dashboard }) {
  return (
    <Card title="Top products">
      {figures.topProducts.length === 0 ? (
        <Empty>Nothing sold in this period yet.</Empty>
      ) : (
        <ol className="divide-y divide-zinc-100 text-sm">
          {figures.topProducts.map((p, i) => (
            <li key={p.productId ?? p.name} className="flex items-center gap-3 py-2">
              <span className="w-4 shrink-0 text-xs font-bold text-zinc-500">{i + 1}</span>
              <span className="w-9 shrink-0 overflow-hidden rounded bg-zinc-100">
                <ResponsiveImage
                  src={p.image}
                  alt=""
                  sizes="36px"
                  width={600}
                  height={800}
                  className="aspect-[3/4] size-full object-cover"
                />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-zinc-900">{p.name}</span>
                <span className="block text-xs text-zinc-600">{p.unitsSold} sold</span>
              </span>
              <span className="shrink-0 font-semibold text-zinc-900 tabular-nums">{formatINR(p.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

export function RecentOrders({ figures }: { figures: Dashboard }) {
  return (
    <Card title="Recent orders" link={{ to: '/admin/orders', label: 'All orders' }}>
      {figures.recentOrders.length === 0 ? (
        <Empty>No orders yet.</Empty>
      ) : (
        <ul className="divide-y divide-zinc-100 text-sm">
          {figures.recentOrders.map((o) => (
            <li key={o.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <Link to={`/admin/orders/${o.id}`} className="font-semibold text-accent hover:underline">
                  {o.orderNumber}
                </Link>
                <span className="block truncate text-xs text-zinc-600">
                  {o.customerName} · {placed.format(new Date(o.createdAt))}
                </span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-semibold text-zinc-900 tabular-nums">{formatINR(o.totalAmount)}</span>
                <span className="block text-xs text-zinc-600">{ORDER_STATUS_LABELS[o.status]}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The day's common jobs, one tap away. */
export function QuickActions() {
  const actions = [
    { to: '/admin/orders?status=PENDING', label: 'Confirm new orders' },
    { to: '/admin/products/new', label: 'Add a product' },
    { to: '/admin/uploads', label: 'Upload pictures' },
    { to: '/admin/users', label: 'Manage users' },
  ];
  return (
    <Card title="Quick actions">
      <ul className="grid grid-cols-2 gap-2">
        {actions.map((a) => (
          <li key={a.to}>
            <Link
              to={a.to}
              className="flex h-full items-center rounded-lg border border-zinc-200 px-3 py-2.5 text-sm font-semibold text-zinc-800 hover:border-zinc-900"
            >
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
