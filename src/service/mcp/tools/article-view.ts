/**
 * @module search_articles' view arguments (compact, fields) → which fields each article carries, and the
 * delivery flags they ask for: "content" in fields asks as includeContent does (the plan may refuse),
 * "companies" as includeEntities (left out on a plan without entities).
 */
import {
  COMPACT_ARTICLE_FIELDS,
  OPT_IN_ARTICLE_SHAPE,
  type SearchArticlesArgs,
  type ToolArticle,
  type ToolArticleField,
} from '../../../contract';

export interface ArticleView {
  /** null: every field, as protocols §6 writes the item. */
  fields: ReadonlySet<ToolArticleField> | null;
  includeContent: boolean;
  includeEntities: boolean;
}

/** Present in an item only when asked for (by flag or by field) and allowed: never dropped by the view. */
const ASKED_FOR = new Set<string>([
  ...(['content', 'companies'] satisfies ToolArticleField[]),
  ...Object.keys(OPT_IN_ARTICLE_SHAPE),
]);

export function articleViewOf(args: SearchArticlesArgs): ArticleView {
  const chosen: readonly ToolArticleField[] | null =
    args.fields ?? (args.compact === true ? COMPACT_ARTICLE_FIELDS : null);
  return {
    fields: chosen === null ? null : new Set(chosen),
    includeContent: args.includeContent === true || (chosen?.includes('content') ?? false),
    includeEntities: args.includeEntities === true || (chosen?.includes('companies') ?? false),
  };
}

/** The item with the view's fields only, in the item's own order. */
export function viewedArticle(
  article: ToolArticle,
  fields: ReadonlySet<ToolArticleField>,
): Partial<ToolArticle> {
  return Object.fromEntries(
    Object.entries(article).filter(([key]) => fields.has(key as ToolArticleField) || ASKED_FOR.has(key)),
  );
}
