import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BagIcon, ChevronRightIcon, HeartIcon, TagIcon, TruckIcon, UserIcon } from '#web/components/ui/icons';
import { useT, type MessageId } from '#web/i18n/i18n-provider';

const LINKS: { to: string; title: MessageId; text: MessageId; icon: ReactNode }[] = [
  { to: '/orders', title: 'menu.myOrders', text: 'account.ordersText', icon: <TruckIcon width={22} height={22} /> },
  {
    to: '/wishlist',
    title: 'header.wishlist',
    text: 'account.wishlistText',
    icon: <HeartIcon width={22} height={22} />,
  },
  { to: '/referral', title: 'menu.referral', text: 'account.referralText', icon: <TagIcon width={22} height={22} /> },
  { to: '/profile', title: 'menu.myProfile', text: 'account.profileText', icon: <UserIcon width={22} height={22} /> },
  { to: '/', title: 'common.continueShopping', text: 'account.shopText', icon: <BagIcon width={22} height={22} /> },
];

/** The shopper's home: one card per part of their account. */
export function AccountLinks() {
  const t = useT();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {LINKS.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="group flex h-full items-center gap-4 rounded-xl border border-zinc-200 bg-white p-4 transition-colors hover:border-zinc-900 sm:p-5"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
              {link.icon}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-zinc-900">{t(link.title)}</span>
              <span className="mt-0.5 block text-sm text-zinc-600">{t(link.text)}</span>
            </span>
            <ChevronRightIcon className="shrink-0 text-zinc-500 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
