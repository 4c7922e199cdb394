import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Dialog } from '#web/components/ui/dialog';
import { MenuIcon } from '#web/components/ui/icons';
import { PageSpinner } from '#web/components/ui/page-spinner';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';
import { signOut, useSession } from '#web/lib/session';
import { AdminAccount, AdminLogo, AdminNav } from './admin-menu';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { ToastHost } from './toast-host';
import { EnglishOnly } from '#web/i18n/i18n-provider';

/**
 * Every /admin/* screen: the admin menu in a column on a laptop, behind a menu button in a
 * top bar on a phone, and none of the shop's header, cart or category bar.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  // RequireAdmin renders the admin area only with a session.
  const user = useSession().user!;
  const [menuOpen, setMenuOpen] = useState(false);
  const leave = useSignOutToShop();

  // The back office stays in English whatever the shop's language (marked so for screen readers).
  return (
    <EnglishOnly>
      <div lang="en" className="min-h-dvh bg-zinc-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-zinc-200 bg-white px-2 lg:hidden">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label="Open admin menu"
            aria-expanded={menuOpen}
            className="flex size-11 items-center justify-center rounded-md text-zinc-800"
          >
            <MenuIcon width={22} height={22} />
          </button>
          <AdminLogo />
        </header>

        <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto border-r border-zinc-200 bg-white px-3 py-5 lg:flex">
          <div className="px-2">
            <AdminLogo />
          </div>
          <div className="flex-1">
            <AdminNav />
          </div>
          <AdminAccount user={user} onSignOut={leave} />
        </aside>

        <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} title="Admin menu" variant="drawer">
          <div className="flex min-h-[calc(100dvh-6rem)] flex-col gap-6">
            <div className="-mx-2 flex-1">
              <AdminNav onNavigate={() => setMenuOpen(false)} />
            </div>
            <AdminAccount
              user={user}
              onSignOut={() => {
                setMenuOpen(false);
                leave();
              }}
            />
          </div>
        </Dialog>

        <div className="flex min-h-[calc(100dvh-3.5rem)] min-w-0 flex-col lg:min-h-dvh">
          <main id="main" className="min-w-0 flex-1 px-4 py-5 sm:px-6 lg:px-8 lg:py-8">
            <div className="mx-auto w-full max-w-6xl">
              <ScreenErrorBoundary key={pathname}>
                <Suspense fallback={<PageSpinner />}>
                  <Outlet />
                </Suspense>
              </ScreenErrorBoundary>
            </div>
          </main>
          <AdminFooter />
        </div>
        <ToastHost />
        <ScrollToTop />
      </div>
    </EnglishOnly>
  );
}

/** The back office's footer, last on every admin page as the shop's is on its pages. */
function AdminFooter() {
  const store = useStoreSettings().data;
  return (
    <footer className="border-t border-zinc-200 bg-white px-4 py-4 text-xs text-zinc-600 sm:px-6 lg:px-8">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <p>
          © {new Date().getFullYear()} {store?.legalName ?? store?.name ?? 'Kuber Fashion'} · Back office
        </p>
        <nav aria-label="Back office footer" className="flex gap-4">
          <Link to="/" className="font-semibold text-zinc-700 hover:text-accent">
            View the shop
          </Link>
          {store?.supportEmail && (
            <a href={`mailto:${store.supportEmail}`} className="font-semibold text-zinc-700 hover:text-accent">
              {store.supportEmail}
            </a>
          )}
        </nav>
      </div>
    </footer>
  );
}

/**
 * Sign Out goes to the shop's home page, then ends the session. Ended first, the admin guard
 * would send the page to the admin login instead; so it is ended as this layout leaves,
 * once the home page has taken its place.
 */
function useSignOutToShop() {
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) void signOut();
    },
    [],
  );
  return () => {
    leaving.current = true;
    void navigate('/');
  };
}
