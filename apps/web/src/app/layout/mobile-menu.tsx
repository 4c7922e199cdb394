import { CATEGORIES, displayName } from '@kuber/shared';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { authHref } from '../../features/auth/login-href';
import { isAdmin } from '../../features/auth/roles';
import { useSpendableCouponCount } from '../../features/referrals/api/get-referral-stats';
import { useSignOut } from '../../features/auth/use-sign-out';
import { useWishlistCount } from '../../features/wishlist/api/get-wishlist';
import { useSession } from '../../lib/session';

const MORE_LINKS = [
  { to: '/shop', label: 'Shop All' },
  { to: '/trending', label: 'Trending Now' },
  { to: '/top-products', label: 'Top Products' },
  { to: '/new-arrivals', label: 'New Arrivals' },
  { to: '/sale', label: 'Sale' },
];

const HELP_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/track-order', label: 'Track Order' },
];

const ACCOUNT_LINKS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/orders', label: 'My Orders' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/referral', label: 'Referral & Coupons' },
];

const linkClass = 'block w-full px-5 py-3 text-left text-sm text-zinc-800 hover:bg-zinc-50 hover:text-accent';

/** Phone menu: the account's pages and Logout when signed in, 'Login / Sign Up' otherwise (spec); any link followed closes it. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  const { user } = useSession();
  const signOut = useSignOut();
  const wishlistCount = useWishlistCount(Boolean(user));
  const couponCount = useSpendableCouponCount(Boolean(user) && !isAdmin(user)) ?? 0;
  return (
    <Dialog open={open} onClose={onClose} title="Menu" variant="drawer">
      <nav
        aria-label="Menu"
        className="-mx-5"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        {user ? (
          <section aria-label="Your account" className="pb-2">
            <p className="px-5 pb-2 text-sm text-zinc-600">
              Hello, <span className="font-semibold text-zinc-900">{displayName(user)}</span>
            </p>
            <ul>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                    {link.to === '/wishlist' && wishlistCount > 0 && (
                      <span className="ml-2 rounded-full bg-accent px-1.5 py-0.5 text-xs font-bold text-white">{wishlistCount}</span>
                    )}
                    {link.to === '/referral' && couponCount > 0 && (
                      <span className="ml-2 rounded-full bg-emerald-600 px-1.5 py-0.5 text-xs font-bold text-white">
                        {couponCount} {couponCount === 1 ? 'coupon' : 'coupons'}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={linkClass}
                  onClick={() => {
                    onClose();
                    signOut();
                  }}
                >
                  Logout
                </button>
              </li>
            </ul>
          </section>
        ) : (
          <div className="px-5 pb-4">
            <Link to={authHref('/login', location)} className={buttonStyles('primary', 'md', 'w-full')}>
              Login / Sign Up
            </Link>
          </div>
        )}
        <MenuSection title="Shop by Category" links={CATEGORIES.map((c) => ({ to: `/categories/${c.slug}`, label: c.name }))} />
        <MenuSection title="Discover" links={MORE_LINKS} />
        <MenuSection title="Help" links={HELP_LINKS} />
      </nav>
    </Dialog>
  );
}

function MenuSection({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <section className="border-t border-zinc-100 py-2">
      <h3 className="px-5 pt-2 pb-1 text-xs font-bold tracking-wide text-zinc-600 uppercase">{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
