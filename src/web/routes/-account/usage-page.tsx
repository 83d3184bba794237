/** @module `/account/usage`'s page (a lazy chunk): the usage panel, its chart/table switch in the URL. */
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { UsagePanel } from '../../features/account/components/usage-panel';

const route = getRouteApi('/account/usage');

function UsagePage() {
  const { days } = route.useSearch();
  const navigate = useNavigate({ from: '/account/usage' });
  return (
    <UsagePanel view={days} onView={(next) => void navigate({ search: { days: next }, replace: true })} />
  );
}

export const Route = createLazyRoute('/account/usage')({ component: UsagePage });
