import { useState } from 'react';
import { NavLink } from 'react-router';
import { ChevronRightIcon, MenuIcon } from '../../../components/ui/icons';

/** Only screens that exist are listed; users, products, uploads, orders and referrals join as they are built. */
const ENTRIES = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/profile', label: 'Profile' },
];

/** The admin area's menu: a column on a laptop, a fold-out list on a phone. */
export function AdminSideMenu() {
  const [open, setOpen] = useState(false);
  return (
    <nav aria-label="Admin" className="lg:sticky lg:top-24">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls="admin-menu"
        className="flex h-11 w-full items-center gap-2 rounded-lg border border-zinc-200 bg-white px-3 text-sm font-semibold text-zinc-900 lg:hidden"
      >
        <MenuIcon />
        Admin menu
        <ChevronRightIcon className={`ml-auto transition-transform ${open ? 'rotate-90' : ''}`} />
      </button>
      <ul id="admin-menu" className={`${open ? 'mt-2 flex' : 'hidden'} flex-col gap-1 rounded-lg border border-zinc-200 bg-white p-2 lg:mt-0 lg:flex`}>
        <li className="hidden px-3 pt-1 pb-2 text-xs font-bold tracking-wide text-zinc-600 uppercase lg:block">Admin</li>
        {ENTRIES.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2.5 text-sm font-medium ${isActive ? 'bg-accent-soft text-accent' : 'text-zinc-800 hover:bg-zinc-100 hover:text-zinc-950'}`
              }
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
