/** @module The MCP tools, in one table (tools/list answers in this order). */
import type { ReadOptIns } from '../../feed/opt-in-readers';
import type { ArticleSearch } from '../../search/article-search';
import type { SourceCatalog } from '../../sources/source-catalog';
import type { McpTool } from './define-tool';
import { getArticleByLinkTool } from './get-article-by-link';
import { listSourcesTool } from './list-sources';
import { searchArticlesTool } from './search-articles';

export interface ToolDeps {
  articles: ArticleSearch;
  sources: SourceCatalog;
  /** The store-read values of the opt-in flags for the articles of an answer. */
  optIns: ReadOptIns;
}

export function createTools(deps: ToolDeps): McpTool[] {
  return [searchArticlesTool(deps), getArticleByLinkTool(deps), listSourcesTool(deps)];
}
