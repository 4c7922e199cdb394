import { CATEGORIES, displayName } from '@kuber/shared';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { authHref } from '#web/features/auth/login-href';
import { isAdmin } from '#web/features/auth/roles';
import { useCouponBadge } from '#web/features/referrals/api/get-referral-stats';
import { useSignOut } from '#web/features/auth/use-sign-out';
import { useWishlistCount } from '#web/features/wishlist/api/get-wishlist';
import { useT, type MessageId } from '#web/i18n/i18n-provider';
import { LanguageSwitch } from '#web/i18n/language-switch';
import { useSession } from '#web/lib/session';

type MenuLink = { to: string; label: MessageId };

const MORE_LINKS: MenuLink[] = [
  { to: '/shop', label: 'menu.shopAll' },
  { to: '/trending', label: 'list.trending' },
  { to: '/top-products', label: 'list.topProducts' },
  { to: '/new-arrivals', label: 'list.newArrivals' },
  { to: '/sale', label: 'list.sale' },
];

const HELP_LINKS: MenuLink[] = [
  { to: '/contact', label: 'footer.contactUs' },
  { to: '/faqs', label: 'footer.faqs' },
  { to: '/track-order', label: 'footer.trackOrder' },
];

const ACCOUNT_LINKS: MenuLink[] = [
  { to: '/profile', label: 'menu.myProfile' },
  { to: '/orders', label: 'menu.myOrders' },
  { to: '/wishlist', label: 'header.wishlist' },
  { to: '/referral', label: 'menu.referral' },
];

const linkClass = 'block w-full px-5 py-3 text-left text-sm text-zinc-800 hover:bg-zinc-50 hover:text-accent';

/** Phone menu: the account's pages and Logout when signed in, 'Login / Sign Up' otherwise; any link followed closes it. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  const { user } = useSession();
  const signOut = useSignOut();
  const wishlistCount = useWishlistCount(Boolean(user));
  const coupons = useCouponBadge(Boolean(user) && !isAdmin(user));
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('menu.title')} variant="drawer">
      <nav
        aria-label={t('menu.title')}
        className="-mx-5"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        {user ? (
          <section aria-label={t('menu.yourAccount')} className="pb-2">
            <p className="px-5 pb-2 text-sm text-zinc-600">
              {t('menu.hello')} <span className="font-semibold text-zinc-900">{displayName(user)}</span>
            </p>
            <ul>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.label)}
                    {link.to === '/wishlist' && wishlistCount > 0 && (
                      <span className="ml-2 rounded-full bg-accent px-1.5 py-0.5 text-xs font-bold text-white">
                        {wishlistCount}
                      </span>
                    )}
                    {link.to === '/referral' && coupons && coupons.earned > 0 && (
                      <span
                        className={`ml-2 rounded-full px-1.5 py-0.5 text-xs font-bold text-white ${coupons.spendable > 0 ? 'bg-emerald-600' : 'bg-zinc-600'}`}
                      >
                        {t('menu.coupons', { count: coupons.spendable })}
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
                  {t('menu.logout')}
                </button>
              </li>
            </ul>
          </section>
        ) : (
          <div className="px-5 pb-4">
            <Link to={authHref('/login', location)} className={buttonStyles('primary', 'md', 'w-full')}>
              {t('menu.loginSignUp')}
            </Link>
          </div>
        )}
        <div className="px-5 pb-3">
          <LanguageSwitch />
        </div>
        <MenuSection
          title={t('home.shopByCategory')}
          links={CATEGORIES.map((c) => ({ to: `/categories/${c.slug}`, label: t(`category.${c.slug}`) }))}
        />
        <MenuSection title={t('menu.discover')} links={MORE_LINKS.map((link) => ({ ...link, label: t(link.label) }))} />
        <MenuSection title={t('menu.help')} links={HELP_LINKS.map((link) => ({ ...link, label: t(link.label) }))} />
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
