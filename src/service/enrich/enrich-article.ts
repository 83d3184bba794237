/**
 * @module enrichArticle: the enrichment chain (language → sentiment → categories → countries →
 * companies) over one raw article (sentiment sentence by sentence, the other stages over the joined text), giving what the write path takes. Pure; each stage is its own module.
 */
import type { ArticleFeedFields, ArticleInput } from '../model/article';
import { classifyCategories } from './categories/classify-categories';
import { bundledSeedMatcher, type CompanyMatcher } from './companies/match-companies';
import { detectCountries } from './countries/detect-countries';
import { detectLanguage } from './language/detect-language';
import { classifyArticleSentiment } from './sentiment/article-sentiment';

/** An article's feed fields (`link` canonical) and the language its feed, page or import line declared. */
export interface RawArticle extends ArticleFeedFields {
  /** What the feed, page or import line said, if anything; detection may overrule it. */
  declaredLanguage?: string | null;
}

/** Enough of the body to classify; whole articles only slow the stages down without changing much. */
export const CONTENT_SAMPLE_CHARS = 2_000;

/** Summary and the sampled start of the body, the non-empty ones, in reading order. */
function bodyParts(raw: Pick<RawArticle, 'summary' | 'content'>): string[] {
  return [raw.summary ?? '', (raw.content ?? '').slice(0, CONTENT_SAMPLE_CHARS)].filter(
    (part) => part.trim() !== '',
  );
}

export function enrichmentText(raw: Pick<RawArticle, 'title' | 'summary' | 'content'>): string {
  return [raw.title, ...bodyParts(raw)].filter((part) => part.trim() !== '').join('\n\n');
}

/** `companies`: the reference set to tag from; the running service passes the store's, tests may omit it. */
export function enrichArticle(
  raw: RawArticle,
  companies: CompanyMatcher = bundledSeedMatcher(),
): ArticleInput {
  const { declaredLanguage, ...fields } = raw;
  const text = enrichmentText(raw);
  const language = detectLanguage(text, declaredLanguage ?? undefined);
  const { sentiment, confidence } = classifyArticleSentiment(
    { title: raw.title, body: bodyParts(raw) },
    language,
  );
  // The feed fields pass through untouched: a new one reaches the store without a line here.
  return {
    ...fields,
    language,
    sentiment,
    confidence,
    categories: classifyCategories(text, language),
    countries: detectCountries(text, language),
    companies: companies.match(text, language),
  };
}
