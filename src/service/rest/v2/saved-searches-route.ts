/**
 * @module /v2/saved-searches (our extension): a key's saved searches (list, create, read, patch, delete) and the
 * dry run of a saved or unsaved search. Counted like every REST call (the webhooks API's CRUD too): the
 * contract first, then one service call.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DryRunBody,
  SavedSearchCreateBody,
  SavedSearchPatchBody,
  dropNulls,
  normalizeV2Body,
  type DryRunResponse,
  type SavedSearch,
  type SavedSearchListResponse,
  type SavedSearchResponse,
} from '../../../contract';
import { callerOf } from '../../auth/auth-plugin';
import { toArticleV2 } from '../../feed/present-article';
import { badRequest, forbidden, notFound, type HttpError } from '../../http/http-error';
import { NO_BODY } from '../../http/json-body';
import { parseOr400 } from '../../http/validate';
import {
  SavedSearchError,
  type DryRunResult,
  type SavedSearchService,
} from '../../saved-searches/saved-search-service';
import type { SavedSearchRecord } from '../../store/saved-searches-repo';
import { searchRefusal } from '../search-refusal';
import { savedSearchDocs } from './saved-searches-docs';

function toHttpError(error: SavedSearchError): HttpError {
  const { failure } = error;
  switch (failure.code) {
    case 'refused':
      return searchRefusal(failure.refusal);
    case 'invalid':
      return badRequest([failure.text]);
    case 'limit':
      return forbidden(failure.text);
    case 'not_found':
      return notFound(failure.text);
  }
}

async function worded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof SavedSearchError ? toHttpError(error) : error;
  }
}

/** The v2 search leniencies (null = absent, numeric strings for paging) applied to the nested search. */
function withNormalizedSearch(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  const search = body.search;
  if (typeof search !== 'object' || search === null || Array.isArray(search)) return raw;
  return { ...body, search: normalizeV2Body(search) };
}

export function toSavedSearch(record: SavedSearchRecord): SavedSearch {
  return {
    id: String(record.id),
    name: record.name,
    search: record.search,
    range: record.range,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

function toDryRun(result: DryRunResult): DryRunResponse {
  return {
    status: 'ok',
    from: result.from.toISOString(),
    to: result.to.toISOString(),
    total: result.total,
    totalExact: result.totalExact,
    articles: result.articles.map((a) => toArticleV2(a, { ...result.presentation, orderBy: 'publishDate' })),
  };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

export function registerSavedSearches(app: FastifyInstance, saved: SavedSearchService): void {
  app.get('/v2/saved-searches', savedSearchDocs.list, async (request): Promise<SavedSearchListResponse> => {
    const records = await saved.list(callerOf(request));
    return { status: 'ok', savedSearches: records.map(toSavedSearch) };
  });

  app.post(
    '/v2/saved-searches',
    savedSearchDocs.create,
    async (request, reply): Promise<SavedSearchResponse> => {
      const caller = callerOf(request);
      const body = parseOr400(SavedSearchCreateBody, withNormalizedSearch(dropNulls(request.body ?? {})));
      const created = await worded(() => saved.create(caller, body));
      reply.code(201);
      return { status: 'ok', savedSearch: toSavedSearch(created) };
    },
  );

  app.post('/v2/saved-searches/dry-run', savedSearchDocs.dryRun, async (request): Promise<DryRunResponse> => {
    const caller = callerOf(request);
    const body = parseOr400(DryRunBody, withNormalizedSearch(dropNulls(request.body ?? {})));
    return toDryRun(await worded(() => saved.dryRun(caller, body.search)));
  });

  app.get('/v2/saved-searches/:id', savedSearchDocs.get, async (request): Promise<SavedSearchResponse> => {
    const record = await worded(() => saved.get(callerOf(request), idOf(request)));
    return { status: 'ok', savedSearch: toSavedSearch(record) };
  });

  app.patch(
    '/v2/saved-searches/:id',
    savedSearchDocs.patch,
    async (request): Promise<SavedSearchResponse> => {
      const caller = callerOf(request);
      const patch = parseOr400(SavedSearchPatchBody, withNormalizedSearch(request.body ?? {}));
      const record = await worded(() => saved.update(caller, idOf(request), patch));
      return { status: 'ok', savedSearch: toSavedSearch(record) };
    },
  );

  app.delete('/v2/saved-searches/:id', { ...savedSearchDocs.remove, ...NO_BODY }, async (request, reply) => {
    await worded(() => saved.remove(callerOf(request), idOf(request)));
    return reply.code(204).send();
  });

  app.post(
    '/v2/saved-searches/:id/dry-run',
    { ...savedSearchDocs.dryRunSaved, ...NO_BODY },
    async (request): Promise<DryRunResponse> => {
      const caller = callerOf(request);
      return toDryRun(await worded(() => saved.dryRunSaved(caller, idOf(request))));
    },
  );
}
