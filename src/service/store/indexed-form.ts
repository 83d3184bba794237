/**
 * @module indexedForm: what indexing derives from an article before it is stored — its normalised form,
 * company facets and search lexemes. Pure, so that bulk imports can build it on a worker thread and the
 * write path only stores it.
 */
import { companyFacets } from '../../query/facets';
import { normalizeLower, normalizeUpper } from '../../query/values';
import { buildLexemeIndex, toTsvectorLiteral } from '../../query/text/lexeme-index';
import type { ArticleInput } from '../model/article';
import type { IndexedArticle } from './article-columns';

/** Stored forms compared by search and live matching alike: domains lower, countries upper, categories lower. */
export function normalizeArticleInput(input: ArticleInput): ArticleInput {
  return {
    ...input,
    source: normalizeLower(input.source),
    countries: [...new Set(input.countries.map(normalizeUpper))],
    categories: [...new Set(input.categories)],
  };
}

export function indexedForm(raw: ArticleInput): IndexedArticle {
  const input = normalizeArticleInput(raw);
  const lexemes = buildLexemeIndex(
    { title: input.title, summary: input.summary, content: input.content },
    input.language,
  );
  return { input, facets: companyFacets(input.companies), search: toTsvectorLiteral(lexemes) };
}
