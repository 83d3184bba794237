/**
 * @module Tool search_articles: the v2 search (same parameters but categories, same validation texts,
 * same SQL) as `{articles, totalResults, page, pageSize}`; totalResults is exact up to the deepest
 * reachable result (10,000) and 10000 beyond. compact or fields narrow each article to what was chosen.
 */
import {
  MAX_RESULT_WINDOW,
  SearchArticlesArgs,
  booleanish,
  crossFieldIssues,
  normalizeV2Body,
  viewArgumentIssues,
  type SearchArticlesDocument,
  type SearchArticlesFieldsDocument,
} from '../../../contract';
import type { FieldName } from '../../../query/ast';
import { optInContextOf, type ReadOptIns } from '../../feed/opt-in-readers';
import type { ArticleSearch } from '../../search/article-search';
import { prepareSearch } from '../../search/prepare-search';
import { toToolArticle } from '../present-tool-article';
import { articleViewOf, viewedArticle } from './article-view';
import { defineTool, type McpTool } from './define-tool';
import { ToolFailure } from './tool-failure';
import { toolRefusal } from './tool-refusal';

/** Every field filter of the query language, in the order the description names them: tsc refuses one left out. */
const DESCRIBED_FILTERS: Record<FieldName, true> = {
  ticker: true,
  source: true,
  country: true,
  category: true,
  sentiment: true,
  title: true,
  summary: true,
  isin: true,
  exchange: true,
  openfigi: true,
  author: true,
  about: true,
  positive: true,
  neutral: true,
  negative: true,
};
const FILTERS = Object.keys(DESCRIBED_FILTERS)
  .map((field) => `${field}:`)
  .join(', ');

const DESCRIPTION = [
  'Search financial news articles (newest first). Returns JSON text',
  '{"articles":[{title, summary, link, publishDate, source, sentiment, sentimentConfidence}], "totalResults", "page", "pageSize"}',
  '— sentiment is positive, neutral or negative with a 0–1 confidence; totalResults is exact up to 10,000 and 10000 when more match.',
  'Narrow with `query`, a boolean query language: words, "quoted phrases", AND / OR / NOT, parentheses and field filters',
  `(${FILTERS}). Examples:`,
  '`ticker:NVDA AND "export controls"`, `(ticker:AAPL OR ticker:MSFT) NOT category:crypto`, `country:DE AND sentiment:negative`.',
  'about:NVDA matches articles about the company (not a passing mention); negative:AAPL (or positive:, neutral:) those whose',
  "sentiment towards that company is so, whatever the article's own sentiment.",
  'Also filter by tickers, sources (domains from list_sources), countries, sentiments with a minConfidence (0–1)',
  'and a publish date range (from, to: YYYY-MM-DD).',
  'Defaults: language en (English only), order DESC by publishDate, pageSize 20 (at most 100), page 1; page × pageSize at most 10,000.',
  'includeEntities adds the companies mentioned; includeContent the full text (only on plans with content access).',
  'collapse: "story" shows each story once (the first seen of its copies and reprints) with storySize; totalResults then counts stories.',
  'To scan many results, compact: true leaves out summaries, or fields names what each article carries (e.g. ["title", "link"]).',
  'Use get_article_by_link for one article in full.',
].join(' ');

/** The v2 leniencies, and compact read as the other booleans are ("true", "false"). */
function normalizeSearchArgs(raw: Record<string, unknown>): unknown {
  const normalized = normalizeV2Body(raw) as Record<string, unknown>;
  return normalized.compact === undefined
    ? normalized
    : { ...normalized, compact: booleanish(normalized.compact) };
}

/** The arguments with the rule across the view fields, reported as -32602 like a field's own. */
const Args = SearchArticlesArgs.superRefine((args, ctx) => {
  for (const message of viewArgumentIssues(args)) ctx.addIssue({ code: 'custom', message, path: ['fields'] });
});

export function searchArticlesTool(deps: { articles: ArticleSearch; optIns: ReadOptIns }): McpTool {
  return defineTool({
    name: 'search_articles',
    title: 'Search financial news',
    description: DESCRIPTION,
    args: Args,
    normalize: normalizeSearchArgs,
    async run(args, caller): Promise<SearchArticlesDocument | SearchArticlesFieldsDocument> {
      // The rules across fields (result window, date order) cannot be stated in the input schema: the
      // call fails with the REST text instead of -32602.
      const crossField = crossFieldIssues(args);
      if (crossField.length > 0) {
        throw new ToolFailure([...new Set(crossField.map((issue) => issue.message))].join('; '));
      }
      const view = articleViewOf(args);
      const prepared = prepareSearch(
        { ...args, includeContent: view.includeContent, includeEntities: view.includeEntities },
        caller,
      );
      if (!prepared.ok) throw toolRefusal(prepared.refusal);
      const req = prepared.request;
      const [records, totalResults] = await Promise.all([
        deps.articles.searchPage(req),
        deps.articles.countMatches(req, MAX_RESULT_WINDOW),
      ]);
      const optIns = await deps.optIns(records, prepared.presentation.optIn, optInContextOf(req));
      const articles = records.map((r) => toToolArticle(r, prepared.presentation, optIns.get(r.id)));
      const { fields } = view;
      const viewed = fields === null ? articles : articles.map((a) => viewedArticle(a, fields));
      return {
        articles: viewed,
        totalResults,
        page: req.page,
        pageSize: req.pageSize,
      };
    },
  });
}
