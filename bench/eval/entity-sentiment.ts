/**
 * @module Per-company sentiment on the SemEval-2017 Task 5 headlines: the task's metric (cosine similarity of
 * predicted and gold scores over all rows, a company not tagged scoring 0) and 3-class accuracy, for the
 * per-company judgement and the article-level baseline (the headline's sentiment × confidence given to every
 * company), on a deterministic dev split (for tuning) and the rest (for reporting).
 */
import { createHash } from 'node:crypto';
import type { CompanyMatcher } from '../../src/service/enrich/companies/match-companies';
import { judgeArticle } from '../../src/service/enrich/judge/judge-article';
import type { JudgeSettings } from '../../src/service/enrich/judge/judge-companies';
import { detectLanguage } from '../../src/service/enrich/language/detect-language';
import { classifyArticleSentiment } from '../../src/service/enrich/sentiment/article-sentiment';

export interface GoldRow {
  title: string;
  /** The seed company the gold name resolves to, or undefined when the reference set lacks it. */
  companyId: number | undefined;
  score: number;
}

export interface Prediction {
  score: number;
  label: Label;
  /** The row's company was tagged in its headline (only the per-company predictions say). */
  tagged?: boolean;
}

type Label = 'positive' | 'neutral' | 'negative';

/** Gold scores closer to 0 than this count as neutral in the 3-class accuracy. */
export const NEUTRAL_BAND = 0.1;

/** Dev iff the first hex digit of sha1("entities-dev:" + title) is 0–7: a headline's rows stay together. */
export function isDev(title: string): boolean {
  const first = createHash('sha1').update(`entities-dev:${title}`, 'utf8').digest('hex').charAt(0);
  return parseInt(first, 16) < 8;
}

const goldLabel = (score: number): Label =>
  score > NEUTRAL_BAND ? 'positive' : score < -NEUTRAL_BAND ? 'negative' : 'neutral';

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  });
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

export interface Scores {
  rows: number;
  cosine: number;
  accuracy: number;
}

export function scoreRows(rows: readonly GoldRow[], predictions: readonly Prediction[]): Scores {
  const right = rows.filter((r, i) => predictions[i]?.label === goldLabel(r.score)).length;
  return {
    rows: rows.length,
    cosine: cosine(
      predictions.map((p) => p.score),
      rows.map((r) => r.score),
    ),
    accuracy: rows.length === 0 ? 0 : right / rows.length,
  };
}

const NOT_TAGGED: Prediction = { score: 0, label: 'neutral' };

/** Per-company judgement of each row's company in its headline; 0 / neutral when it is not tagged. */
export function predictCompanies(
  rows: readonly GoldRow[],
  matcher: CompanyMatcher,
  settings?: JudgeSettings,
): { predictions: Prediction[]; tagged: Map<string, number> } {
  const byTitle = new Map<string, Map<number, Prediction>>();
  const tagged = new Map<string, number>();
  for (const title of new Set(rows.map((r) => r.title))) {
    const language = detectLanguage(title, 'en');
    const mentions = matcher.mentions(title, language);
    const judged = judgeArticle({ title }, language, mentions, settings);
    tagged.set(title, judged.length);
    byTitle.set(
      title,
      new Map(
        judged.map((j) => [j.companyId, { score: j.sentimentScore, label: j.sentiment, tagged: true }]),
      ),
    );
  }
  return {
    predictions: rows.map((r) =>
      r.companyId === undefined ? NOT_TAGGED : (byTitle.get(r.title)?.get(r.companyId) ?? NOT_TAGGED),
    ),
    tagged,
  };
}

/** The article-level baseline: the headline's sentiment, signed and scaled by its confidence, for every row. */
export function predictBaseline(rows: readonly GoldRow[]): Prediction[] {
  const cache = new Map<string, Prediction>();
  return rows.map((r) => {
    let p = cache.get(r.title);
    if (p === undefined) {
      const { sentiment, confidence } = classifyArticleSentiment(
        { title: r.title, body: [] },
        detectLanguage(r.title, 'en'),
      );
      const sign = sentiment === 'positive' ? 1 : sentiment === 'negative' ? -1 : 0;
      p = { score: sign * confidence, label: sentiment };
      cache.set(r.title, p);
    }
    return p;
  });
}
