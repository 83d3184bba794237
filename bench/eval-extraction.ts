/** @module Extraction quality on the saved pages in ../shared/data/articles; appends to bench/RESULTS.md. */
import { loadEvalPages } from './eval/eval-corpus';
import { evaluateExtraction } from './eval/evaluate-extraction';
import { ARTICLES_DIR } from '../src/service/ingest/testing/shared-data';
import { appendResults, markdownTable } from './results-file';

const pct = (value: number) => (value * 100).toFixed(1);

const pages = loadEvalPages();
if (pages.length === 0) {
  console.error(`No saved pages under ${ARTICLES_DIR}; nothing to evaluate.`);
  process.exit(1);
}
const summary = evaluateExtraction(pages);
const rows = summary.pages.map((p) => [
  p.corpus,
  p.name,
  pct(p.precision),
  pct(p.recall),
  pct(p.f1),
  Math.round(p.ms),
]);
const table = [
  markdownTable(['corpus', 'page', 'precision %', 'recall %', 'F1 %', 'ms'], rows),
  '',
  `Mean token F1: **${pct(summary.meanF1)} %** over ${pages.length} pages ` +
    `(newspaper ${pct(summary.meanF1ByCorpus.newspaper)} %, readability ${pct(summary.meanF1ByCorpus.readability)} %).`,
  'Readability pages are Readability’s own test cases (in-sample for the library); the newspaper pages are the honest number.',
].join('\n');
console.log(table);
appendResults('Article extraction (extractArticle, token P/R/F1)', table);
