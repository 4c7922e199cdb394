import { displayName, type User } from '@kuber/shared';
import type { ComponentType, SVGProps } from 'react';
import { Link, NavLink } from 'react-router';
import {
  GiftIcon,
  GridIcon,
  LogoutIcon,
  PackageIcon,
  RulerIcon,
  StarIcon,
  UploadIcon,
  UsersIcon,
} from '#web/components/ui/admin-icons';
import { MapPinIcon, ReturnIcon, TagIcon, TruckIcon, UserIcon } from '#web/components/ui/icons';

/** Every admin screen, in the order a shop's owner works through them. */
const ENTRIES: { to: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: GridIcon },
  { to: '/admin/orders', label: 'Orders', icon: PackageIcon },
  { to: '/admin/returns', label: 'Returns', icon: ReturnIcon },
  { to: '/admin/reviews', label: 'Reviews', icon: StarIcon },
  { to: '/admin/products', label: 'Products', icon: TagIcon },
  { to: '/admin/size-charts', label: 'Size charts', icon: RulerIcon },
  { to: '/admin/uploads', label: 'Uploads', icon: UploadIcon },
  { to: '/admin/delivery', label: 'Delivery', icon: MapPinIcon },
  { to: '/admin/couriers', label: 'Couriers', icon: TruckIcon },
  { to: '/admin/users', label: 'Users', icon: UsersIcon },
  { to: '/admin/referrals', label: 'Referrals', icon: GiftIcon },
  { to: '/admin/discount-codes', label: 'Discount codes', icon: TagIcon },
  { to: '/admin/shop-settings', label: 'Shop settings', icon: GridIcon },
  { to: '/admin/profile', label: 'Profile', icon: UserIcon },
];

/** The store's logo, back to the shop, marked as the admin area. */
export function AdminLogo() {
  return (
    <div className="flex items-center gap-2">
      <Link to="/" className="rounded-md px-1 text-xl font-extrabold tracking-tight text-zinc-900">
        Kuber<span className="text-accent">Fashion</span>
      </Link>
      <span className="rounded bg-zinc-900 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-white uppercase">
        Admin
      </span>
    </div>
  );
}

/** The admin screens as a list of links; `onNavigate` lets the phone drawer close when one is followed. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin">
      <ul className="flex flex-col gap-0.5">
        {ENTRIES.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium ${
                  isActive ? 'bg-accent-soft text-accent' : 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950'
                }`
              }
            >
              <Icon width={18} height={18} />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Who is signed in, and Sign Out. */
export function AdminAccount({ user, onSignOut }: { user: Pick<User, 'firstName' | 'email'>; onSignOut: () => void }) {
  const name = displayName(user);
  return (
    <div className="flex flex-col gap-2 border-t border-zinc-200 pt-4">
      <div className="flex items-center gap-3 px-1">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-sm font-bold text-white uppercase"
        >
          {name.charAt(0)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-zinc-900">{name}</p>
          <p className="truncate text-xs text-zinc-600">{user.email}</p>
        </div>
      </div>
      <button
        type="button"
        onClick={onSignOut}
        className="flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950"
      >
        <LogoutIcon width={18} height={18} />
        Sign Out
      </button>
    </div>
  );
}
