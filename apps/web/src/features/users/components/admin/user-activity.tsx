import { formatINR, ORDER_STATUS_LABELS, type AdminUserDetail } from '@kuber/shared';
import { Link } from 'react-router';
import { DataTable, type Column } from '#web/components/ui/data-table';

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

type OrderRow = AdminUserDetail['orders'][number];
type Referral = AdminUserDetail['referrals'][number];

const ORDER_COLUMNS: Column<OrderRow>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: (o) => (
      <Link to={`/admin/orders/${o.id}`} className="font-semibold text-accent hover:underline">
        {o.orderNumber}
      </Link>
    ),
  },
  { id: 'date', header: 'Placed', cell: (o) => day.format(new Date(o.createdAt)), className: 'whitespace-nowrap' },
  { id: 'items', header: 'Items', cell: (o) => o.totalItems, align: 'end', className: 'tabular-nums' },
  { id: 'total', header: 'Total', cell: (o) => formatINR(o.totalAmount), align: 'end', className: 'tabular-nums' },
  { id: 'status', header: 'Status', cell: (o) => ORDER_STATUS_LABELS[o.status] },
];

const REFERRAL_COLUMNS: Column<Referral>[] = [
  {
    id: 'who',
    header: 'Shopper',
    cell: (r) => (
      <Link to={`/admin/users/${r.userId}`} className="font-mono text-accent hover:underline">
        {r.masked}
      </Link>
    ),
  },
  {
    id: 'joined',
    header: 'Signed up',
    cell: (r) => day.format(new Date(r.signupTime)),
    className: 'whitespace-nowrap',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${r.status === 'active' ? 'bg-emerald-50 text-emerald-800' : 'bg-zinc-100 text-zinc-700'}`}
      >
        {r.status}
      </span>
    ),
  },
];

function Card({ title, children, aside }: { title: string; children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-zinc-200 bg-white">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-zinc-200 px-4 py-3 sm:px-5">
        <h2 className="text-base font-bold text-zinc-900">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Their newest orders (the orders list has the rest, by their email). */
export function UserOrders({ user }: { user: AdminUserDetail }) {
  const more = user.orderCount > user.orders.length;
  return (
    <Card
      title={`Orders (${user.orderCount})`}
      aside={
        more && (
          <Link
            to={`/admin/orders?q=${encodeURIComponent(user.email)}`}
            className="text-sm font-semibold text-accent hover:underline"
          >
            See all
          </Link>
        )
      }
    >
      <DataTable
        label="Their orders"
        columns={ORDER_COLUMNS}
        rows={user.orders}
        rowKey={(o) => o.id}
        loading={false}
        empty={{ title: 'No orders yet' }}
      />
    </Card>
  );
}

/** Who referred them and whom they referred, masked as the referral programme shows people. */
export function UserReferrals({ user }: { user: AdminUserDetail }) {
  return (
    <Card
      title={`Referrals (${user.referrals.length})`}
      aside={
        user.referredBy && (
          <p className="text-sm text-zinc-600">
            Referred by{' '}
            <Link to={`/admin/users/${user.referredBy.id}`} className="font-mono text-accent hover:underline">
              {user.referredBy.masked}
            </Link>
          </p>
        )
      }
    >
      <DataTable
        label="Their referrals"
        columns={REFERRAL_COLUMNS}
        rows={user.referrals}
        rowKey={(r) => r.userId}
        loading={false}
        empty={{ title: 'No referrals yet', body: 'Shoppers who sign up with their code appear here.' }}
      />
    </Card>
  );
}
