/**
 * @module enrichArticle: the enrichment chain (language → sentiment → categories → countries →
 * companies) over one raw article (sentiment sentence by sentence, the other stages over the joined text), giving what the write path takes. Pure; each stage is its own module.
 */
import type { ArticleInput } from '../model/article';
import { classifyCategories } from './categories/classify-categories';
import { bundledSeedMatcher, type CompanyMatcher } from './companies/match-companies';
import { detectCountries } from './countries/detect-countries';
import { detectLanguage } from './language/detect-language';
import { classifyArticleSentiment } from './sentiment/article-sentiment';

export interface RawArticle {
  /** Canonical link. */
  link: string;
  source: string;
  title: string;
  summary: string | null;
  content: string | null;
  publishDate: Date;
  images: string[];
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
  const text = enrichmentText(raw);
  const language = detectLanguage(text, raw.declaredLanguage ?? undefined);
  const { sentiment, confidence } = classifyArticleSentiment(
    { title: raw.title, body: bodyParts(raw) },
    language,
  );
  return {
    link: raw.link,
    source: raw.source,
    title: raw.title,
    summary: raw.summary,
    content: raw.content,
    publishDate: raw.publishDate,
    language,
    sentiment,
    confidence,
    images: raw.images,
    categories: classifyCategories(text, language),
    countries: detectCountries(text, language),
    companies: companies.match(text, language),
  };
}
