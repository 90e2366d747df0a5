import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../components/layout/footer.tsx';
import { PageLoading } from '../components/layout/page-loading.tsx';
import { mainContentId, SkipLink } from '../components/layout/skip-link.tsx';
import { ToasterHost } from '../components/toast/toaster-host.tsx';
import { Header } from './layout/header.tsx';
import { OfflineBanner } from './layout/offline-banner.tsx';
import { LiveUpdates } from './live/live-updates.tsx';
import { PageHydrated } from './page-hydrated.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/** The shared shell around every page: skip link, header, offline banner, main, footer, toasts. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <OfflineBanner />
      <main id={mainContentId} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {/* Suspense stays mounted across navigations, so (router updates being transitions) the
            current page stays on screen while the next one's code loads; the error boundary is
            reset per path so leaving a failed page recovers. */}
        <Suspense fallback={<PageLoading />}>
          <PageErrorBoundary key={pathname}>
            <Outlet />
          </PageErrorBoundary>
          <PageHydrated />
        </Suspense>
      </main>
      <Footer />
      <ToasterHost />
      <ScrollToTop />
      <LiveUpdates />
    </div>
  );
}
