/**
 * @module Request parameters of article search (v2 body, v1 query string) and by-link.
 * Schemas carry the exact validation texts; `normalize*` applies the documented leniencies
 * (null = absent, numeric strings for page/pageSize) before parsing.
 */
import { z } from 'zod';
import { DATE_RANGE, dateRangeSide, parseDateBound } from './dates';
import { pickFields, STREAM_FILTER_KEYS, SWITCH_FILTER_KEYS } from './filter-keys';
import { CATEGORIES, ORDER_BY, ORDERS, SENTIMENTS } from './enums';
import { OPT_IN_FLAG_FIELDS, OPT_IN_FLAGS } from './opt-in-fields';
import { NO_CONTROL_CHARACTERS, NO_CONTROL_CHARACTERS_BUT_WHITESPACE } from './text-rules';
import { MAX_LIST_ITEMS, MAX_PAGE_SIZE, MAX_RESULT_WINDOW, VALIDATION_TEXT as T } from './validation-text';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_LANGUAGE = 'en';

const stringField = (name: string) => z.string({ error: T.string(name) });
const booleanField = (name: string) => z.boolean({ error: T.boolean(name) });
/** Free text: tab, LF and CR are white space; any other control character is refused. */
const textField = (name: string) =>
  stringField(name).regex(NO_CONTROL_CHARACTERS_BUT_WHITESPACE, { error: T.controlCharacters(name) });
/** A filter's list: at most MAX_LIST_ITEMS values. */
const listOf = <S extends z.ZodType>(name: string, item: S) =>
  z.array(item, { error: T.array(name) }).max(MAX_LIST_ITEMS, T.arrayMax(name, MAX_LIST_ITEMS));
/** A list of identifiers (domains, symbols): no control character in any. */
const stringList = (name: string) =>
  listOf(
    name,
    z
      .string({ error: T.eachString(name) })
      .regex(NO_CONTROL_CHARACTERS, { error: T.eachControlCharacters(name) }),
  );
const intField = (name: string, min: number, max?: number) => {
  let schema = z
    .number({ error: T.integer(name) })
    .int({ error: T.integer(name) })
    .min(min, T.min(name, min));
  if (max !== undefined) schema = schema.max(max, T.max(name, max));
  return schema;
};
/** YYYY-MM-DD or ISO 8601 within DATE_RANGE; outside it the class-validator MinDate/MaxDate wording. */
const dateField = (name: string) =>
  stringField(name).superRefine((value, ctx) => {
    const bound = parseDateBound(value);
    const side = bound ? dateRangeSide(bound) : null;
    if (side === null) ctx.addIssue({ code: 'custom', message: T.date(name) });
    else if (side === 'below')
      ctx.addIssue({ code: 'custom', message: T.minDate(name, DATE_RANGE.min.toISOString()) });
    else if (side === 'above')
      ctx.addIssue({ code: 'custom', message: T.maxDate(name, DATE_RANGE.max.toISOString()) });
  });
/** A date field naming an instant up to now: what the service knew at that time. */
const pastInstantField = (name: string) =>
  dateField(name).superRefine((value, ctx) => {
    const bound = parseDateBound(value);
    if (bound && bound.instant.getTime() > Date.now())
      ctx.addIssue({ code: 'custom', message: T.notFuture(name) });
  });
const languageField = (name: string) => stringField(name).regex(/^[a-zA-Z]{2}$/, { error: T.language(name) });

/** Every search parameter's schema with its exact validation text; shared by REST and live subscriptions. */
export const SEARCH_FIELDS = {
  query: textField('query'),
  sources: stringList('sources'),
  optInSources: stringList('optInSources'),
  excludeSources: stringList('excludeSources'),
  tickers: stringList('tickers'),
  countries: listOf('countries', z.string().regex(/^[a-zA-Z]{2}$/, { error: T.eachCountry('countries') })),
  categories: listOf('categories', z.enum(CATEGORIES, { error: T.eachOneOf('categories', CATEGORIES) })),
  /** Our extension: articles with any of these sentiment labels. */
  sentiments: listOf('sentiments', z.enum(SENTIMENTS, { error: T.eachOneOf('sentiments', SENTIMENTS) })),
  /** Our extension: articles whose sentiment confidence is at least this (0–1). */
  minConfidence: z
    .number({ error: T.number('minConfidence') })
    .min(0, T.min('minConfidence', 0))
    .max(1, T.max('minConfidence', 1)),
  includeEntities: booleanField('includeEntities'),
  includeContent: booleanField('includeContent'),
  excludeEmptyContent: booleanField('excludeEmptyContent'),
  from: dateField('from'),
  to: dateField('to'),
  language: languageField('language'),
  orderBy: z.enum(ORDER_BY, { error: T.oneOf('orderBy', ORDER_BY) }),
  order: z.enum(ORDERS, { error: T.oneOf('order', ORDERS) }),
  pageSize: intField('pageSize', 1, MAX_PAGE_SIZE),
  page: intField('page', 1),
  /**
   * Our extension: the answer as the service could have given it at this instant (YYYY-MM-DD is its start, in
   * UTC): only articles it had stored by then, each as its version current then. Not in the future.
   */
  asOf: pastInstantField('asOf'),
};

/**
 * The filters of a stream (a `/ws` subscription, a webhook, the change feed): the search's filters without
 * paging, dates or ordering. One list, so the three read the same filters with the same meaning.
 */
export const STREAM_FILTER_FIELDS = pickFields(SEARCH_FIELDS, STREAM_FILTER_KEYS);

export interface WindowAndDates {
  page?: number;
  pageSize?: number;
  from?: string;
  to?: string;
}

/** A broken rule across fields: the field the REST answers name it by, and its text. */
export interface CrossFieldIssue {
  field: 'page' | 'from';
  message: string;
}

/**
 * The cross-field rules shared by v1, v2 and MCP (the result window and the date order), checked on values
 * that passed their field schemas; MCP reports these texts, which its input schema cannot state.
 */
export function crossFieldIssues(value: WindowAndDates): CrossFieldIssue[] {
  const issues: CrossFieldIssue[] = [];
  const page = value.page ?? DEFAULT_PAGE;
  const pageSize = value.pageSize ?? DEFAULT_PAGE_SIZE;
  if (page * pageSize > MAX_RESULT_WINDOW) issues.push({ field: 'page', message: T.resultWindow });
  if (value.from !== undefined && value.to !== undefined) {
    const from = parseDateBound(value.from);
    const to = parseDateBound(value.to);
    if (from && to && from.instant.getTime() > to.instant.getTime()) {
      issues.push({ field: 'from', message: T.dateOrder });
    }
  }
  return issues;
}

function crossFieldRules(value: WindowAndDates, ctx: z.RefinementCtx): void {
  for (const issue of crossFieldIssues(value)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  }
}

/** Our extension (`collapse`): one article per story instead of every copy. */
export const STORY_COLLAPSE = ['story'] as const;
export type StoryCollapse = (typeof STORY_COLLAPSE)[number];
/**
 * `collapse: "story"`: each story once, by its first-seen match, with the story fields of `includeStory`; paging
 * and counts are of stories.
 */
export const collapseField = z.enum(STORY_COLLAPSE, { error: T.oneOf('collapse', STORY_COLLAPSE) });

const SEARCH_V2_FIELDS = {
  ...SEARCH_FIELDS,
  /** Our extension: adds `highlights` (the query's terms marked in title and summary) to each article. */
  highlight: booleanField('highlight'),
  /** Our extensions: the opt-in fields (includeAuthor, includeFirstSeen…; contract/opt-in-fields.ts). */
  ...OPT_IN_FLAG_FIELDS,
  /** Our extension: one article per story (see collapseField). */
  collapse: collapseField,
};

/** The v2 search body refusing a non-object with `notObject`. */
const searchV2Body = (notObject: string) =>
  z.object(SEARCH_V2_FIELDS, { error: notObject }).partial().superRefine(crossFieldRules);

/** POST /v2/articles body (every field optional; unknown fields ignored). */
export const SearchArticlesV2Body = searchV2Body(T.bodyObject);
/** The same body as a field of another (a saved search's `search`): a non-object is named by that field. */
export const nestedSearchV2Body = (field: string) => searchV2Body(T.jsonObject(field));
export type SearchArticlesV2Body = z.infer<typeof SearchArticlesV2Body>;

/** GET /v1/articles and /v1/articles/extended query string, after splitting lists. */
export const SearchArticlesV1Query = z
  .object({
    query: SEARCH_FIELDS.query,
    sources: SEARCH_FIELDS.sources,
    excludeSources: SEARCH_FIELDS.excludeSources,
    from: SEARCH_FIELDS.from,
    to: SEARCH_FIELDS.to,
    language: SEARCH_FIELDS.language,
    order: SEARCH_FIELDS.order,
    pageSize: SEARCH_FIELDS.pageSize,
    page: SEARCH_FIELDS.page,
  })
  .partial()
  .superRefine(crossFieldRules);
export type SearchArticlesV1Query = z.infer<typeof SearchArticlesV1Query>;

/** GET /v2/articles/by-link query string. */
export const ArticleByLinkQuery = z.object({
  link: z
    .string({ error: T.notEmpty('link') })
    .min(1, T.notEmpty('link'))
    .regex(NO_CONTROL_CHARACTERS, { error: T.controlCharacters('link') }),
  includeContent: booleanField('includeContent').optional(),
  includeEntities: booleanField('includeEntities').optional(),
  /** Our extensions, as on POST /v2/articles: the opt-in fields. */
  ...z.object(OPT_IN_FLAG_FIELDS).partial().shape,
  /** Our extension, as on POST /v2/articles: the article as it was stored at that instant. */
  asOf: SEARCH_FIELDS.asOf.optional(),
});
export type ArticleByLinkQuery = z.infer<typeof ArticleByLinkQuery>;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

function numberish(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC.test(value) ? Number(value) : value;
}

export function booleanish(value: unknown): unknown {
  return typeof value === 'string' && value.toLowerCase() in BOOLEAN_TEXT
    ? BOOLEAN_TEXT[value.toLowerCase()]
    : value;
}

const BOOLEAN_FIELDS = new Set<string>([...SWITCH_FILTER_KEYS, 'highlight', ...OPT_IN_FLAGS]);
const NUMBER_FIELDS = new Set(['page', 'pageSize']);

/** Applies the v2 leniencies: `null` is absent, numeric strings count for page/pageSize. */
export function normalizeV2Body(raw: unknown): unknown {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    if (NUMBER_FIELDS.has(key)) out[key] = numberish(value);
    else if (BOOLEAN_FIELDS.has(key)) out[key] = booleanish(value);
    else out[key] = value;
  }
  return out;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

const V1_LIST_FIELDS = new Set(['sources', 'excludeSources']);

/** Turns a v1 query string (all strings) into the shape SearchArticlesV1Query parses. */
export function normalizeV1Query(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === '') continue;
    const single = Array.isArray(value) ? value.join(',') : value;
    if (V1_LIST_FIELDS.has(key) && typeof single === 'string') out[key] = splitList(single);
    else if (NUMBER_FIELDS.has(key)) out[key] = numberish(single);
    else out[key] = single;
  }
  return out;
}

/** Turns a by-link query string into the shape ArticleByLinkQuery parses. */
export function normalizeByLinkQuery(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    out[key] = BOOLEAN_FIELDS.has(key) ? booleanish(value) : value;
  }
  return out;
}
