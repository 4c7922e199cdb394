import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BagIcon, ChevronRightIcon, HeartIcon, TagIcon, TruckIcon, UserIcon } from '../../../components/ui/icons';

const LINKS: { to: string; title: string; text: string; icon: ReactNode }[] = [
  { to: '/orders', title: 'My Orders', text: 'Track, view or cancel your orders', icon: <TruckIcon width={22} height={22} /> },
  { to: '/wishlist', title: 'Wishlist', text: 'The styles you saved for later', icon: <HeartIcon width={22} height={22} /> },
  { to: '/referral', title: 'Referral & Coupons', text: 'Invite friends and earn coupons', icon: <TagIcon width={22} height={22} /> },
  { to: '/profile', title: 'My Profile', text: 'Your name, phone and account details', icon: <UserIcon width={22} height={22} /> },
  { to: '/', title: 'Continue Shopping', text: 'New arrivals and this season’s sale', icon: <BagIcon width={22} height={22} /> },
];

/** The shopper's home: one card per part of their account. */
export function AccountLinks() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {LINKS.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="group flex h-full items-center gap-4 rounded-xl border border-zinc-200 bg-white p-4 transition-colors hover:border-zinc-900 sm:p-5"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">{link.icon}</span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-zinc-900">{link.title}</span>
              <span className="mt-0.5 block text-sm text-zinc-600">{link.text}</span>
            </span>
            <ChevronRightIcon className="shrink-0 text-zinc-500 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
