/** @module `/account`: the account pages (Usage, Sources, Webhooks) under one heading and tab list; `/account` itself opens Usage. */
import { createRoute, Link, Outlet, redirect } from '@tanstack/react-router';
import { MAIN_ID } from '../components/main-id';
import { rootRoute } from './root-route';

const tab =
  'rounded-t border-b-2 border-transparent px-3 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800 [&.active]:border-blue-600 [&.active]:font-semibold';

function AccountLayout() {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4">
      <h1 className="text-lg font-semibold">Account</h1>
      <nav aria-label="Account pages" className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
        <Link to="/account/usage" className={tab}>
          Usage
        </Link>
        <Link to="/account/sources" className={tab}>
          Sources
        </Link>
        <Link to="/account/webhooks" className={tab}>
          Webhooks
        </Link>
      </nav>
      <Outlet />
    </main>
  );
}

export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'account',
  component: AccountLayout,
});

export const accountIndexRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/account/usage', replace: true });
  },
});
