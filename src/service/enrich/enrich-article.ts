/**
 * @module enrichArticle: the enrichment chain (language → sentiment → categories → countries →
 * companies) over one raw article (sentiment sentence by sentence, the other stages over the joined text), giving what the write path takes. Pure; each stage is its own module.
 */
import type { Company } from '../../contract';
import type { ArticleFeedFields, ArticleInput } from '../model/article';
import { classifyCategories } from './categories/classify-categories';
import { bundledSeedMatcher, type CompanyMatcher } from './companies/match-companies';
import { detectCountries } from './countries/detect-countries';
import { detectLanguage } from './language/detect-language';
import { articleParts, joinParts, judgeArticle } from './judge/judge-article';
import { classifyArticleSentiment } from './sentiment/article-sentiment';

/** An article's feed fields (`link` canonical) and the language its feed, page or import line declared. */
export interface RawArticle extends ArticleFeedFields {
  /** What the feed, page or import line said, if anything; detection may overrule it. */
  declaredLanguage?: string | null;
}

export { CONTENT_SAMPLE_CHARS } from './judge/judge-article';

/** Summary and the sampled start of the body, the non-empty ones, in reading order. */
function bodyParts(raw: Pick<RawArticle, 'title' | 'summary' | 'content'>): string[] {
  return articleParts(raw)
    .filter((p) => p.field !== 'title')
    .map((p) => p.text);
}

export function enrichmentText(raw: Pick<RawArticle, 'title' | 'summary' | 'content'>): string {
  return joinParts(articleParts(raw));
}

/**
 * Raised whenever a model or rule changes what enrichment writes, so stored articles say which enrichment
 * judged them. 1: per-company judgement (sentiment, salience, evidence) added. 2: the judgement weighs company
 * event words ("accused", "upgraded") and conceded clauses ("despite …").
 */
export const ENRICHMENT_VERSION = 2;

/** `companies`: the reference set to tag from; the running service passes the store's, tests may omit it. */
export function enrichArticle(
  raw: RawArticle,
  companies: CompanyMatcher = bundledSeedMatcher(),
): ArticleInput {
  const text = enrichmentText(raw);
  const language = detectLanguage(text, raw.declaredLanguage ?? undefined);
  const tagged = companies.mentions(text, language);
  return {
    ...enrichIn(
      raw,
      text,
      language,
      tagged.map((t) => t.company),
    ),
    companySentiment: judgeArticle(raw, language, tagged),
    enrichmentVersion: ENRICHMENT_VERSION,
  };
}

function enrichIn(raw: RawArticle, text: string, language: string, companies: Company[]): ArticleInput {
  const { declaredLanguage: _declared, ...fields } = raw;
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
    companies,
  };
}
