import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BagIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '#web/components/ui/icons';
import { Spinner } from '#web/components/ui/spinner';
import { authHref } from '#web/features/auth/login-href';
import { isAdmin } from '#web/features/auth/roles';
import { useCartCount } from '#web/features/cart/use-cart-count';
import { useCouponBadge } from '#web/features/referrals/api/get-referral-stats';
import { SearchForm } from '#web/features/search/components/search-form';
import { useWishlistCount } from '#web/features/wishlist/api/get-wishlist';
import { LanguageSwitch } from '#web/i18n/language-switch';
import { useT } from '#web/i18n/i18n-provider';
import { useSession } from '#web/lib/session';
import { CategoryBar } from './category-bar';
import { HeaderIconLink } from './header-icon-link';
import { OfflineStrip } from './offline-strip';

// Only signed-in shoppers see the account menu, so visitors' first page does not carry it.
const UserMenu = lazy(() => import('#web/features/auth/components/user-menu').then((m) => ({ default: m.UserMenu })));
// The phone menu loads when first opened, not with the first page.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export function Header() {
  const { status, user, isAuthenticated } = useSession();
  const cartCount = useCartCount(isAuthenticated);
  const wishlistCount = useWishlistCount(isAuthenticated);
  // Coupons earned and spendable now, for the badge; admins earn none to show.
  const coupons = useCouponBadge(isAuthenticated && !!user && !isAdmin(user));
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const t = useT();

  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

  return (
    <>
      {/* Opaque rather than a see-through blur: a backdrop filter is painted again at every scroll. */}
      <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white">
        <OfflineStrip />
        {/* On a phone every control is 40 px wide and the logo a size smaller below 380 px, so the row fits 360 px. */}
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-1 sm:px-4 lg:h-16 lg:gap-6">
          <button
            type="button"
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
            className="flex size-10 shrink-0 items-center justify-center rounded-md text-zinc-800 lg:hidden"
            aria-label={t('header.openMenu')}
          >
            <MenuIcon width={22} height={22} />
          </button>
          <Link
            to="/"
            className="shrink-0 rounded-md px-1 text-lg font-extrabold tracking-tight text-zinc-900 min-[380px]:text-xl lg:text-2xl"
          >
            Kuber<span className="text-accent">Fashion</span>
          </Link>

          <SearchForm className="mx-auto hidden w-full max-w-xl lg:block" />

          {/* On a phone the switch sits in the menu: the header row has no room left at 360 px. */}
          <div className="hidden shrink-0 lg:block">
            <LanguageSwitch />
          </div>
          <div className="ml-auto flex items-center lg:ml-0 lg:gap-2">
            <button
              type="button"
              onClick={() => setSearchOpen((open) => !open)}
              className="flex size-10 items-center justify-center rounded-md text-zinc-800 lg:hidden"
              aria-label={t(searchOpen ? 'header.closeSearch' : 'header.search')}
              aria-expanded={searchOpen}
              aria-controls="phone-search"
            >
              {searchOpen ? <CloseIcon width={22} height={22} /> : <SearchIcon width={22} height={22} />}
            </button>
            {status === 'loading' ? (
              <AccountSpinner label={t('header.restoringSession')} />
            ) : user ? (
              <Suspense fallback={<AccountSpinner label={t('header.loadingAccountMenu')} />}>
                <UserMenu user={user} coupons={coupons} />
              </Suspense>
            ) : (
              <HeaderIconLink
                to={authHref('/login', location)}
                label={t('header.login')}
                icon={<UserIcon width={22} height={22} />}
              />
            )}
            <HeaderIconLink
              to="/wishlist"
              label={t('header.wishlist')}
              icon={<HeartIcon width={22} height={22} />}
              count={wishlistCount}
            />
            <HeaderIconLink
              to="/cart"
              label={t('header.cart')}
              icon={<BagIcon width={22} height={22} />}
              count={cartCount}
            />
          </div>
        </div>
        {searchOpen && (
          <div id="phone-search" className="border-t border-zinc-100 px-4 py-2 lg:hidden">
            <SearchForm inputRef={searchInput} onSearched={() => setSearchOpen(false)} />
          </div>
        )}
      </header>
      {/* The category bar is for visitors; signed-in shoppers get their account menu instead. */}
      {status === 'unauthenticated' && <CategoryBar />}
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Holds the account slot: a spinner while the session is restored at start. */
function AccountSpinner({ label }: { label: string }) {
  return (
    <span
      className="flex size-10 items-center justify-center text-zinc-500 lg:size-11"
      role="status"
      aria-label={label}
    >
      <Spinner className="size-5" />
    </span>
  );
}
