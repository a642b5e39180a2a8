import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CompareTray } from './compare-tray.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { Revealed } from './reveal.tsx';

/** Header and footer are hidden on paths starting with /Change-password (docs/product). */
export function isChromeHidden(pathname: string): boolean {
  return pathname.startsWith('/Change-password');
}

export function AppLayout() {
  const { pathname } = useLocation();
  const showChrome = !isChromeHidden(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-ui bg-white px-4 py-2 text-sm font-medium text-primary-800 shadow-card focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {showChrome && <Header />}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {/* Inside a landmark, so assistive technology finds it with the page; drawn fixed at the top. */}
        <LoadingBar />
        {/* On the page the app starts on, the page draws in the task after the header's: two
            shorter tasks and frames instead of one long one (docs/performance.md). */}
        <Revealed>
          <Outlet />
        </Revealed>
      </main>
      {/* Below the fold, and the tray shows only once a shopper compares: after the first paint. */}
      {showChrome && (
        <Revealed>
          <Footer />
          <CompareTray />
        </Revealed>
      )}
      <ScrollRestoration />
    </div>
  );
}
