/**
 * @module The one request path of a search-like call (REST v1 and v2, MCP, live subscriptions, the change
 * feed, webhook filters): validated params and the caller's plan → the search request and how its articles
 * are presented, or a named refusal each surface words in its own refusal table.
 */
import { OPT_IN_FIELDS, OPT_IN_FLAGS, type OptInFieldSpec, type OptInFlag } from '../../contract';
import { parseQuery, type QueryError, type QueryNode } from '../../query';
import type { Plan } from '../config/plans';
import { toSearchRequest, type SearchParamsInput, type SearchRequest } from './search-request';

/** A search's parameters after contract validation: the filters plus the query text and delivery flags. */
export interface SearchInput extends SearchParamsInput, DeliveryFlags {
  query?: string;
}

/** The flags that say what each article carries: content, companies and the opt-in fields. */
export type DeliveryFlags = { includeContent?: boolean; includeEntities?: boolean } & {
  [F in OptInFlag]?: boolean;
};

/** Who asks: the key whose custom sources are searched and the plan that bounds what it is shown. */
export interface SearchViewer {
  key: { id: number };
  plan: { capabilities: Plan['capabilities'] };
}

/** What each article of the answer carries beyond the basics. */
export interface SearchPresentation {
  includeContent: boolean;
  /** Companies are asked for (or implied by an opt-in) and the plan has entities; else silently none. */
  includeCompanies: boolean;
  /** The opt-in flags asked for whose capability the plan has (others are silently not granted), table order. */
  optIn: readonly OptInFlag[];
}

export type SearchRefusal =
  | { code: 'query-syntax'; error: QueryError }
  | { code: 'query-field'; field: string }
  | { code: 'content-not-in-plan' };

export type SearchRefusalCode = SearchRefusal['code'];
/** The refusals of a call without field limits: every surface but the raw stream's. */
export type UnlimitedSearchRefusal = Exclude<SearchRefusal, { code: 'query-field' }>;

export type PreparedSearch<R extends SearchRefusal = SearchRefusal> =
  | { ok: true; request: SearchRequest; query: QueryNode | null; presentation: SearchPresentation }
  | { ok: false; refusal: R };

export interface PrepareOptions {
  /** The only field filters the query may use (the raw stream's); absent = every field. */
  queryFields?: readonly string[];
}

/** The first field filter of `node` outside `allowed`, if any. */
function firstFieldOutside(node: QueryNode, allowed: readonly string[]): string | null {
  switch (node.type) {
    case 'field':
      return allowed.includes(node.field) ? null : node.field;
    case 'not':
      return firstFieldOutside(node.child, allowed);
    case 'and':
    case 'or':
      for (const child of node.children) {
        const found = firstFieldOutside(child, allowed);
        if (found !== null) return found;
      }
      return null;
    default:
      return null;
  }
}

/** The plan's answer to the delivery flags: their presentation, or the refusal of content it lacks. */
export function presentationFor(
  flags: DeliveryFlags,
  viewer: SearchViewer,
): { ok: true; presentation: SearchPresentation } | { ok: false; refusal: { code: 'content-not-in-plan' } } {
  const { capabilities } = viewer.plan;
  if (flags.includeContent === true && !capabilities.content) {
    return { ok: false, refusal: { code: 'content-not-in-plan' } };
  }
  const asked = OPT_IN_FLAGS.filter((flag) => flags[flag] === true);
  const specs = asked.map((flag): [OptInFlag, OptInFieldSpec] => [flag, OPT_IN_FIELDS[flag]]);
  const granted = specs
    .filter(([, spec]) => spec.capability === undefined || capabilities[spec.capability])
    .map(([flag]) => flag);
  const entitiesImplied = specs.some(([, spec]) => spec.implies === 'includeEntities');
  return {
    ok: true,
    presentation: {
      includeContent: flags.includeContent === true,
      includeCompanies: (flags.includeEntities === true || entitiesImplied) && capabilities.entities,
      optIn: granted,
    },
  };
}

/** Parses the query, checks it and the plan, and builds the request; refusals in the order the surfaces check. */
export function prepareSearch(
  input: SearchInput,
  viewer: SearchViewer,
): PreparedSearch<UnlimitedSearchRefusal>;
export function prepareSearch(
  input: SearchInput,
  viewer: SearchViewer,
  options: PrepareOptions,
): PreparedSearch;
export function prepareSearch(
  input: SearchInput,
  viewer: SearchViewer,
  options: PrepareOptions = {},
): PreparedSearch {
  let query: QueryNode | null = null;
  if (input.query !== undefined) {
    const parsed = parseQuery(input.query);
    if (!parsed.ok) return { ok: false, refusal: { code: 'query-syntax', error: parsed.error } };
    query = parsed.ast;
  }
  if (query !== null && options.queryFields !== undefined) {
    const field = firstFieldOutside(query, options.queryFields);
    if (field !== null) return { ok: false, refusal: { code: 'query-field', field } };
  }
  // One article per story shows which story it stands for and how many copies it folds.
  const shown = presentationFor(
    input.collapse === 'story' ? { ...input, includeStory: true } : input,
    viewer,
  );
  if (!shown.ok) return shown;
  return {
    ok: true,
    request: toSearchRequest(input, query, viewer.key.id),
    query,
    presentation: shown.presentation,
  };
}
