/** @module evaluateExtraction: runs extractArticle over the eval corpus and scores each page. */
import type { EvalPage } from './eval-corpus';
import { extractArticle } from '../../src/service/ingest/extract/extract-article';
import { tokenScores, type TokenScores } from './token-scores';

export interface PageScore extends TokenScores {
  name: string;
  corpus: EvalPage['corpus'];
  ms: number;
}

export interface EvaluationSummary {
  pages: PageScore[];
  meanF1: number;
  meanF1ByCorpus: Record<EvalPage['corpus'], number>;
}

const mean = (values: number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / values.length;

export function evaluateExtraction(pages: EvalPage[]): EvaluationSummary {
  const scores = pages.map((page): PageScore => {
    const started = performance.now();
    const { text } = extractArticle(page.html, page.url);
    return {
      name: page.name,
      corpus: page.corpus,
      ms: performance.now() - started,
      ...tokenScores(text, page.expectedText),
    };
  });
  const f1Of = (corpus: EvalPage['corpus']) =>
    mean(scores.filter((s) => s.corpus === corpus).map((s) => s.f1));
  return {
    pages: scores,
    meanF1: mean(scores.map((s) => s.f1)),
    meanF1ByCorpus: { newspaper: f1Of('newspaper'), readability: f1Of('readability') },
  };
}
