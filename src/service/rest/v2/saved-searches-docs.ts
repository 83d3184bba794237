/** @module The OpenAPI entries of the /v2/saved-searches routes, from the saved searches contract. */
import { z } from 'zod';
import {
  BadRequestBody,
  DryRunBody,
  DryRunResponse,
  ForbiddenBody,
  NotFoundBody,
  SavedSearchCreateBody,
  SavedSearchListResponse,
  SavedSearchPatchBody,
  SavedSearchResponse,
} from '../../../contract';
import { described, routeDocs } from '../openapi-parts';

const invalid = described(BadRequestBody, 'Invalid body, or a search POST /v2/articles would refuse');
const forbidden = described(ForbiddenBody, 'Content asked for on a plan without it');
const notFound = described(NotFoundBody, 'No saved search of this key has this id');
const params = z.object({ id: z.string() });
const one = described(SavedSearchResponse, 'The saved search');
const dryRun = described(
  DryRunResponse,
  'Matches of the last 7 days up to now (the search’s own dates set aside): the count and the newest few',
);

export const savedSearchDocs = {
  list: routeDocs({
    summary: "The key's saved searches (extension)",
    response: { 200: described(SavedSearchListResponse, 'Saved searches, oldest first') },
  }),
  create: routeDocs({
    summary: 'Save a search under a name (extension; at most 100 per key)',
    description:
      '`search` is a POST /v2/articles body, checked as that route checks it. `range` (e.g. `24h`, `7d`) is a ' +
      'rolling window that stands for `from`/`to` when the search is run; it cannot be given with them.',
    body: SavedSearchCreateBody,
    response: {
      201: described(SavedSearchResponse, 'The saved search'),
      400: invalid,
      403: described(ForbiddenBody, 'Saved search count reached, or content asked for on a plan without it'),
    },
  }),
  get: routeDocs({
    summary: 'One saved search',
    params,
    response: { 200: one, 404: notFound },
  }),
  patch: routeDocs({
    summary: 'Change a saved search (a field given replaces it; `range: null` removes the range)',
    params,
    body: SavedSearchPatchBody,
    response: { 200: one, 400: invalid, 403: forbidden, 404: notFound },
  }),
  remove: routeDocs({
    summary: 'Delete a saved search',
    params,
    response: { 204: described(z.null(), 'Deleted'), 404: notFound },
  }),
  dryRun: routeDocs({
    summary: 'Dry run of a search not saved: what it would have matched in the last 7 days',
    body: DryRunBody,
    response: { 200: dryRun, 400: invalid, 403: forbidden },
  }),
  dryRunSaved: routeDocs({
    summary: 'Dry run of a saved search: what it would have matched in the last 7 days',
    params,
    response: { 200: dryRun, 400: invalid, 403: forbidden, 404: notFound },
  }),
};
