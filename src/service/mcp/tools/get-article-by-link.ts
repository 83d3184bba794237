/**
 * @module Tool get_article_by_link: the v2 by-link look-up (same link normalisation, other accounts'
 * custom sources invisible) as `{article}`; an unknown link fails with `Article not found`.
 */
import {
  ERROR_TEXT,
  GetArticleByLinkArgs,
  normalizeByLinkQuery,
  parseDateBound,
  type GetArticleByLinkDocument,
} from '../../../contract';
import type { ReadOptIns } from '../../feed/opt-in-readers';
import type { ArticleSearch } from '../../search/article-search';
import { presentationFor } from '../../search/prepare-search';
import { toToolArticleDetail } from '../present-tool-article';
import { defineTool, type McpTool } from './define-tool';
import { ToolFailure } from './tool-failure';
import { toolRefusal } from './tool-refusal';

const DESCRIPTION = [
  'Fetch one financial news article by its URL (for example a link from search_articles; tracking parameters',
  'and the case of scheme and host do not matter). Returns JSON text {"article":{title, summary, link, publishDate,',
  'source, language, sentiment, sentimentConfidence, images, countries, categories}}. includeEntities adds the',
  'companies mentioned; includeContent the full text (only on plans with content access); asOf the article as',
  'stored at that time.',
  'An unknown link fails with "Article not found".',
].join(' ');

export function getArticleByLinkTool(deps: { articles: ArticleSearch; optIns: ReadOptIns }): McpTool {
  return defineTool({
    name: 'get_article_by_link',
    title: 'Get a news article by link',
    description: DESCRIPTION,
    args: GetArticleByLinkArgs,
    normalize: normalizeByLinkQuery,
    async run(args, caller): Promise<GetArticleByLinkDocument> {
      const shown = presentationFor(args, caller);
      if (!shown.ok) throw toolRefusal(shown.refusal);
      const asOf = args.asOf === undefined ? undefined : parseDateBound(args.asOf)?.instant;
      const record = await deps.articles.findByLink(args.link, caller.key.id, asOf);
      if (!record) throw new ToolFailure(ERROR_TEXT.articleNotFound);
      const optIns = await deps.optIns([record], shown.presentation.optIn, asOf ? { asOf } : {});
      return { article: toToolArticleDetail(record, shown.presentation, optIns.get(record.id)) };
    },
  });
}
