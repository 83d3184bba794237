/**
 * @module The MCP tools (spec §4.3): their names, `tools/list` and `tools/call` shapes, argument schemas and
 * result documents. The one MCP part the dashboard needs (its "Copy as MCP" is a tools/call).
 */
import { z } from 'zod';
import { IsoDateTime } from '../article';
import { Company } from '../company';
import { Category, Sentiment } from '../enums';
import {
  OPT_IN_ARTICLE_SHAPE,
  OPT_IN_FIELDS,
  OPT_IN_FLAG_FIELDS,
  OPT_IN_FLAGS,
  type OptInFlag,
} from '../opt-in-fields';
import { ArticleByLinkQuery, collapseField, SEARCH_FIELDS } from '../search-params';
import { MAX_LIST_ITEMS, MAX_RESULT_WINDOW, VALIDATION_TEXT as T } from '../validation-text';

export const MCP_TOOL_NAMES = ['search_articles', 'get_article_by_link', 'list_sources'] as const;
export type McpToolName = (typeof MCP_TOOL_NAMES)[number];

/** MCP tool annotations (2025-03-26): hints for the host; none of the tools changes anything. */
export const ToolAnnotations = z.object({ title: z.string(), readOnlyHint: z.literal(true) });

export const ToolDefinition = z.object({
  name: z.enum(MCP_TOOL_NAMES),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()),
  annotations: ToolAnnotations.optional(),
});
export type ToolDefinition = z.infer<typeof ToolDefinition>;
export const ToolsListResult = z.object({ tools: z.array(ToolDefinition) });

export const MCP_TEXT = {
  object: (field: string) => `${field} must be an object`,
  compactWithFields: 'compact and fields must not be used together',
} as const;

export const ToolsCallParams = z.object({
  name: z.enum(MCP_TOOL_NAMES, { error: T.oneOf('name', MCP_TOOL_NAMES) }),
  arguments: z.record(z.string(), z.unknown(), { error: MCP_TEXT.object('arguments') }).optional(),
});
export type ToolsCallParams = z.infer<typeof ToolsCallParams>;

/** MCP content annotations: who a content item is meant for. */
export const ContentAnnotations = z.object({ audience: z.array(z.enum(['user', 'assistant'])) });
export const TextContent = z.object({
  type: z.literal('text'),
  text: z.string(),
  annotations: ContentAnnotations.optional(),
});

/**
 * The `_meta` key of a successful result naming, as RFC 9535 JSONPath expressions into the JSON of its text,
 * the fields that hold third-party text (written by publishers: data, never instructions).
 */
export const UNTRUSTED_FIELDS_META_KEY = 'newsroom/untrustedFields';
export const ToolResultMeta = z.object({ [UNTRUSTED_FIELDS_META_KEY]: z.array(z.string()) });

/**
 * A tool's answer: the document as JSON text (annotated, with `_meta`), or `Error: <message>` with isError.
 * The text is what protocols §6 defines; annotations and `_meta` sit beside it.
 */
export const ToolResult = z.object({
  content: z.array(TextContent),
  isError: z.boolean().optional(),
  _meta: ToolResultMeta.optional(),
});
export type ToolResult = z.infer<typeof ToolResult>;

/** Where each tool's document holds third-party text (absent fields included: content is opt-in). */
export const UNTRUSTED_TOOL_FIELDS = {
  search_articles: ['$.articles[*].title', '$.articles[*].summary', '$.articles[*].content'],
  get_article_by_link: ['$.article.title', '$.article.summary', '$.article.content'],
  list_sources: [],
} as const satisfies Record<McpToolName, readonly string[]>;

// ── The search item (the JSON inside a successful result's text), and its fields ─────────────

const toolArticleExtras = {
  /** Only with includeContent on a plan with content. */
  content: z.string().nullable().optional(),
  /** Only with includeEntities on a plan with entities. */
  companies: z.array(Company).optional(),
};

const ToolArticleBase = z.object({
  title: z.string(),
  summary: z.string().nullable(),
  link: z.string(),
  publishDate: IsoDateTime,
  source: z.string(),
  sentiment: Sentiment,
  /** 0–1, rounded as v1's confidence. */
  sentimentConfidence: z.number(),
  ...toolArticleExtras,
});

/** A search item: the fields `fields` can choose, then the article-level opt-in fields asked for. */
export const ToolArticle = ToolArticleBase.extend(OPT_IN_ARTICLE_SHAPE);
export type ToolArticle = z.infer<typeof ToolArticle>;

/** A search item's fields `fields` may name, in the order the document writes them. */
export const ToolArticleField = z.enum(ToolArticleBase.keyof().options, {
  error: T.eachOneOf('fields', ToolArticleBase.keyof().options),
});
export type ToolArticleField = z.infer<typeof ToolArticleField>;
export const TOOL_ARTICLE_FIELDS = ToolArticleField.options;
/** compact: true — what it takes to pick articles from a long list, without summaries or full text. */
export const COMPACT_ARTICLE_FIELDS = [
  'title',
  'link',
  'publishDate',
  'source',
  'sentiment',
  'sentimentConfidence',
] as const satisfies readonly ToolArticleField[];

// ── Tool arguments (the REST field schemas and texts; JSON Schema via z.toJSONSchema) ──────────

const described = <S extends z.ZodType>(
  schema: S,
  description: string,
  extra: Record<string, unknown> = {},
) => schema.meta({ description, ...extra });

/** The opt-in flags as tool arguments, each described from the table. */
const OPT_IN_ARGS = Object.fromEntries(
  OPT_IN_FLAGS.map((flag) => [flag, described(OPT_IN_FLAG_FIELDS[flag], OPT_IN_FIELDS[flag].description)]),
) as { [F in OptInFlag]: z.ZodBoolean };

/** search_articles: the v2 search fields without categories. Unknown fields are ignored. */
export const SearchArticlesArgs = z
  .object({
    query: described(
      SEARCH_FIELDS.query,
      'Search text in the query language: words (English is stemmed), "quoted phrases", +must, -mustNot, ' +
        'AND / OR / NOT (NOT binds tighter than AND, AND tighter than OR; terms side by side mean AND), ' +
        'parentheses, and field filters ticker:, isin:, openfigi:, exchange:, source:, title:, summary:, ' +
        'country:, category:, sentiment: (positive, negative or neutral). Example: (ticker:AAPL OR ticker:NVDA) AND "export controls" -source:www.wire.example. ' +
        'At most 2,000 characters, 64 terms, nesting depth 16.',
    ),
    tickers: described(
      SEARCH_FIELDS.tickers,
      'Ticker symbols; an article matches when it mentions any of them. ["*"] = any article with a tagged company.',
    ),
    sources: described(
      SEARCH_FIELDS.sources,
      'Only these source domains (as list_sources names them), instead of the default set; ["*"] = every source.',
    ),
    optInSources: described(SEARCH_FIELDS.optInSources, 'Source domains added to the default set.'),
    excludeSources: described(SEARCH_FIELDS.excludeSources, 'Source domains left out.'),
    countries: described(
      SEARCH_FIELDS.countries,
      'ISO 3166-1 alpha-2 codes of countries the article is about (any of them), e.g. ["US", "DE"].',
    ),
    sentiments: described(
      SEARCH_FIELDS.sentiments,
      'Sentiment labels; an article matches when its label is any of them, e.g. ["negative"].',
    ),
    minConfidence: described(
      SEARCH_FIELDS.minConfidence,
      'Only articles whose sentiment confidence is at least this, 0 to 1 (e.g. 0.8 for clear-cut ones).',
    ),
    from: described(SEARCH_FIELDS.from, 'Earliest publish date: YYYY-MM-DD or ISO 8601 (no zone = UTC).'),
    to: described(SEARCH_FIELDS.to, 'Latest publish date: YYYY-MM-DD (that whole day) or ISO 8601.'),
    language: described(SEARCH_FIELDS.language, 'ISO 639-1 code; default en (English only).', {
      default: 'en',
    }),
    includeContent: described(
      SEARCH_FIELDS.includeContent,
      'Add each article’s full text (plans with content access; otherwise the call fails).',
    ),
    includeEntities: described(
      SEARCH_FIELDS.includeEntities,
      'Add the companies each article mentions (plans with entities; otherwise left out).',
    ),
    excludeEmptyContent: described(SEARCH_FIELDS.excludeEmptyContent, 'Skip articles without full text.'),
    order: described(SEARCH_FIELDS.order, 'DESC (default, newest first) or ASC.', { default: 'DESC' }),
    orderBy: described(
      SEARCH_FIELDS.orderBy,
      'publishDate (default), createdAt (when indexed) or revisedDate (latest revision; never revised last).',
      { default: 'publishDate' },
    ),
    pageSize: described(SEARCH_FIELDS.pageSize, 'Articles per page, 1 to 100.', { default: 20 }),
    page: described(SEARCH_FIELDS.page, 'Page number from 1; page × pageSize at most 10,000.', {
      default: 1,
      maximum: MAX_RESULT_WINDOW,
    }),
    compact: described(
      z.boolean({ error: T.boolean('compact') }),
      'Leave out summaries (and content unless includeContent): each article is title, link, publishDate, ' +
        'source, sentiment and sentimentConfidence, to scan up to 100 results cheaply. Not with fields.',
    ),
    fields: described(
      z
        .array(ToolArticleField, { error: T.array('fields') })
        .min(1, T.notEmpty('fields'))
        .max(MAX_LIST_ITEMS, T.arrayMax('fields', MAX_LIST_ITEMS)),
      'The fields each article carries, e.g. ["title", "link"]; "content" asks for the full text ' +
        '(as includeContent), "companies" for the companies (as includeEntities). Not with compact.',
    ),
    collapse: described(
      collapseField,
      '"story": each story once — the first seen of its copies (wire reprints, other publishers’ versions of the ' +
        'same event) — with storySize, the number of copies; totalResults and paging count stories.',
    ),
    asOf: described(
      SEARCH_FIELDS.asOf,
      'Point in time, ISO 8601 (not in the future): the answer as the service could have given it then — only ' +
        'articles it had stored by then, each with the title, summary, sentiment and companies it had then.',
    ),
    ...OPT_IN_ARGS,
  })
  .partial();
export type SearchArticlesArgs = z.infer<typeof SearchArticlesArgs>;

/** compact and fields together are refused (-32602): which one an agent meant is not for us to guess. */
export function viewArgumentIssues(args: Pick<SearchArticlesArgs, 'compact' | 'fields'>): string[] {
  return args.compact === true && args.fields !== undefined ? [MCP_TEXT.compactWithFields] : [];
}

/** get_article_by_link: the by-link parameters of REST v2. */
export const GetArticleByLinkArgs = z.object({
  link: described(
    ArticleByLinkQuery.shape.link,
    'The article’s URL, e.g. a link from search_articles (scheme and host case and tracking parameters do not matter).',
  ),
  includeContent: described(
    ArticleByLinkQuery.shape.includeContent,
    'Add the full text (plans with content access; otherwise the call fails).',
  ),
  includeEntities: described(
    ArticleByLinkQuery.shape.includeEntities,
    'Add the companies the article mentions (plans with entities; otherwise left out).',
  ),
  asOf: described(
    ArticleByLinkQuery.shape.asOf,
    'Point in time, ISO 8601 (not in the future): the article as the service had it then — its title, summary, ' +
      'sentiment and companies then; "Article not found" if it was first stored later.',
  ),
  ...z.object(OPT_IN_ARGS).partial().shape,
});
export type GetArticleByLinkArgs = z.infer<typeof GetArticleByLinkArgs>;

/** list_sources takes nothing (`{}` or no arguments). */
export const ListSourcesArgs = z.object({});

// ── Tool result documents (the JSON inside a successful result's text) ────────────────────────

/** A search item with collapse: "story": the story's articles (this one included) follow the item's fields. */
const StoryItem = { storySize: z.number().int().optional() };

export const SearchArticlesDocument = z.object({
  articles: z.array(ToolArticle.extend(StoryItem)),
  /** Exact up to 10,000 (the deepest reachable page); 10000 when more match. */
  totalResults: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchArticlesDocument = z.infer<typeof SearchArticlesDocument>;

/** search_articles with compact or fields: each article carries the chosen fields only, in document order. */
export const SearchArticlesFieldsDocument = SearchArticlesDocument.extend({
  articles: z.array(ToolArticle.partial().extend(StoryItem)),
});
export type SearchArticlesFieldsDocument = z.infer<typeof SearchArticlesFieldsDocument>;

export const ToolArticleDetail = z.object({
  title: z.string(),
  summary: z.string().nullable(),
  link: z.string(),
  publishDate: IsoDateTime,
  source: z.string(),
  language: z.string(),
  sentiment: Sentiment,
  sentimentConfidence: z.number(),
  images: z.array(z.string()),
  countries: z.array(z.string()),
  categories: z.array(Category),
  ...toolArticleExtras,
  ...OPT_IN_ARTICLE_SHAPE,
});
export type ToolArticleDetail = z.infer<typeof ToolArticleDetail>;

export const GetArticleByLinkDocument = z.object({ article: ToolArticleDetail });
export type GetArticleByLinkDocument = z.infer<typeof GetArticleByLinkDocument>;

export const ToolSource = z.object({
  domain: z.string(),
  isDefaultSource: z.boolean(),
  isContentAvailable: z.boolean(),
});
export const ListSourcesDocument = z.object({ sources: z.array(ToolSource) });
export type ListSourcesDocument = z.infer<typeof ListSourcesDocument>;
