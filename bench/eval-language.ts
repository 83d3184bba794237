/**
 * @module eval-language: detectLanguage on real English headlines (../shared/data/news, read only) and on the
 * demo generator's German, French and Spanish articles, with the language declared, not declared, or declared
 * wrongly as English. The first 4,000 Reuters and Guardian headlines and demo seed 1 were looked at while the
 * weights were chosen; the rest of the headlines and demo seed 7 were not. Appends to RESULTS.md unless `--dry`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../src/service/companies/csv';
import { generateDemoCorpus } from '../src/service/demo/generate-corpus';
import { detectLanguage } from '../src/service/enrich/language/detect-language';
import { sharedDataPath } from '../src/service/testing/shared-data';
import { appendResults, markdownTable } from './results-file';

const KAGGLE = sharedDataPath('news', 'kaggle_financial_news_headlines');
const TUNING_HEADLINES = 4_000;

interface Case {
  language: string;
  text: string;
}

function headlines(file: string, titleColumn: number, skipHeader: boolean): string[] {
  const rows = parseCsv(readFileSync(path.join(KAGGLE, file), 'utf8')).slice(skipHeader ? 1 : 0);
  return rows.map((row) => (row[titleColumn] ?? '').trim()).filter((title) => title !== '');
}

function demoCases(seed: number): { titles: Case[]; withSummary: Case[] } {
  const articles = generateDemoCorpus({ count: 6_000, now: new Date('2026-11-01T00:00:00Z'), seed })
    .map((item) => item.article)
    .filter((a) => a.language !== 'en' && a.language !== 'ja');
  return {
    titles: articles.map((a) => ({ language: a.language, text: a.title })),
    withSummary: articles
      .filter((a) => a.summary)
      .map((a) => ({ language: a.language, text: `${a.title} ${a.summary ?? ''}` })),
  };
}

type Declared = 'right' | 'none' | 'English';

function accuracy(cases: Case[], declared: Declared): string {
  const tag = (c: Case) => (declared === 'right' ? c.language : declared === 'English' ? 'en' : null);
  const right = cases.filter((c) => detectLanguage(c.text, tag(c)) === c.language).length;
  return (right / Math.max(1, cases.length)).toFixed(3);
}

function main(): void {
  if (!existsSync(KAGGLE)) {
    console.log(`eval-language: skipped, ${KAGGLE} is absent`);
    return;
  }
  const reuters = headlines('reuters_headlines_DERIVED_hgulati2190.csv', 1, false);
  const guardian = headlines('guardian_headlines.csv', 1, true);
  const english = (list: string[]): Case[] => list.map((text) => ({ language: 'en', text }));
  const seen = english([...reuters.slice(0, TUNING_HEADLINES), ...guardian.slice(0, TUNING_HEADLINES)]);
  const unseen = english([...reuters.slice(TUNING_HEADLINES), ...guardian.slice(TUNING_HEADLINES)]);
  const demoSeen = demoCases(1);
  const demoUnseen = demoCases(7);
  const rows: (string | number)[][] = [
    ['English headlines (Reuters, Guardian)', 'seen', seen.length, 'en', accuracy(seen, 'right')],
    ['', 'seen', seen.length, 'none', accuracy(seen, 'none')],
    ['', 'held out', unseen.length, 'en', accuracy(unseen, 'right')],
    ['', 'held out', unseen.length, 'none', accuracy(unseen, 'none')],
  ];
  for (const [name, cases] of [
    ['de/fr/es demo titles', [demoSeen.titles, demoUnseen.titles]],
    ['de/fr/es demo title + summary', [demoSeen.withSummary, demoUnseen.withSummary]],
  ] as const) {
    cases.forEach((set, i) => {
      for (const declared of ['right', 'none', 'English'] as const)
        rows.push([
          i === 0 && declared === 'right' ? name : '',
          i === 0 ? 'seen' : 'held out',
          set.length,
          declared === 'right' ? 'its own' : declared,
          accuracy(set, declared),
        ]);
    });
  }
  const table = markdownTable(['texts', 'while tuning', 'n', 'declared language', 'accuracy'], rows);
  console.log(table);
  if (!process.argv.includes('--dry')) appendResults('Language identification (eval:language)', table);
}

main();
