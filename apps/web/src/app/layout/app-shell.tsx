import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HydrationGate } from '#web/components/ui/hydration-gate';
import { HydrateWhenSeen } from '#web/components/ui/when-seen';
import { Spinner } from '#web/components/ui/spinner';
import { useT } from '#web/i18n/i18n-provider';
import { LoginGateProvider } from '#web/features/auth/login-gate';
import { AnnouncementBar } from '#web/features/store/components/announcement-bar';
import { WhatsAppChatLink } from '#web/features/store/components/whatsapp-chat-link';
import { AppProductActions } from '../providers/product-actions-provider';
import { Footer } from './footer';
import { Header } from './header';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { ScrollToTop } from './scroll-to-top';
import { ToastHost } from './toast-host';
import { TopBar } from './top-bar';

/** Every page: a full-height column whose main area grows, with the footer last. */
export function AppShell() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <LoginGateProvider>
      <AppProductActions>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('shell.skipToContent')}
          </a>
          <AnnouncementBar />
          <TopBar />
          <Header />
          <main id="main" className="flex-1">
            <ScreenErrorBoundary key={pathname}>
              <Suspense fallback={<ScreenFallback />}>
                <HydrationGate>
                  <Outlet />
                </HydrationGate>
              </Suspense>
            </ScreenErrorBoundary>
          </main>
          <HydrateWhenSeen id="footer">
            <Footer />
          </HydrateWhenSeen>
        </div>
        {/* The cart and checkout keep their total and next step at the bottom of a phone's screen, and an order its payment box; the chat button stays off them. */}
        {!/^\/(cart|checkout|orders\/[^/]+)(\/|$)/.test(pathname) && <WhatsAppChatLink />}
        <ToastHost />
        <ScrollToTop />
      </AppProductActions>
    </LoginGateProvider>
  );
}

function ScreenFallback() {
  const t = useT();
  return (
    <div
      className="flex min-h-[60vh] items-center justify-center text-accent"
      role="status"
      aria-label={t('shell.loadingPage')}
    >
      <Spinner className="size-8" />
    </div>
  );
}
