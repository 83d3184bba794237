/**
 * @module `/account/sources`: the sources table with its search, kind filter and sort in the URL. The page
 * itself is a lazy chunk (./-account/sources-page) so the explorer's first load does not carry it.
 */
import { createRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { PageLoading } from '../components/page-loading';
import { SOURCE_KINDS, SOURCE_SORTS } from '../features/sources/lib/source-table';
import { accountRoute } from './account-route';

const defaults = { q: '', kind: 'all' as const, sort: 'domain' as const };
const SourcesSearch = z.object({
  q: z.string().catch(defaults.q).default(defaults.q),
  kind: z.enum(SOURCE_KINDS).catch(defaults.kind).default(defaults.kind),
  sort: z.enum(SOURCE_SORTS).catch(defaults.sort).default(defaults.sort),
});

export const accountSourcesRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'sources',
  validateSearch: SourcesSearch,
  search: { middlewares: [stripSearchParams(defaults)] },
  pendingComponent: () => <PageLoading label="sources" />,
}).lazy(() => import('./-account/sources-page').then((m) => m.Route));
