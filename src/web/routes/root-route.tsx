/** @module The root route: app shell (header, theme, error boundary) around every page. */
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet, useLocation } from '@tanstack/react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { ThemeToggle } from '../components/theme-toggle';
import { readLastExplorerState } from '../lib/last-explorer-state';
import { MAIN_ID } from '../components/main-id';

function RootLayout() {
  const location = useLocation();
  return (
    <div className="min-h-screen">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-blue-800 focus:shadow dark:focus:bg-slate-900 dark:focus:text-blue-200"
      >
        Skip to main content
      </a>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        <Link to="/" className="font-semibold">
          Newsroom <span className="font-normal text-slate-500">explorer</span>
        </Link>
        <nav aria-label="Site" className="flex gap-3 text-sm">
          <Link
            to="/"
            search={readLastExplorerState()}
            className="[&.active]:font-semibold"
            activeOptions={{ includeSearch: false }}
          >
            Explorer
          </Link>
          <Link to="/account/usage" className="[&.active]:font-semibold">
            Usage
          </Link>
          <Link to="/account/sources" className="[&.active]:font-semibold">
            Sources
          </Link>
          <Link to="/account/webhooks" className="[&.active]:font-semibold">
            Webhooks
          </Link>
        </nav>
        <span className="ml-auto hidden text-xs text-slate-500 sm:inline">Press ? for shortcuts</span>
        <ThemeToggle />
      </header>
      <ErrorBoundary resetKey={location.href}>
        <Outlet />
      </ErrorBoundary>
    </div>
  );
}

function NotFound() {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="p-6">
      <h1 className="text-lg font-semibold">Page not found</h1>
      <Link to="/" className="text-blue-700 underline">
        Back to the explorer
      </Link>
    </main>
  );
}

export const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
