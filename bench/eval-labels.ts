/** @module Category and country eval on the hand-labelled fixture, plus throughput of all three enrich stages. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATEGORIES } from '../src/contract';
import { classifyCategories } from '../src/service/enrich/categories/classify-categories';
import { matchCompanies } from '../src/service/enrich/companies/match-companies';
import { detectCountries } from '../src/service/enrich/countries/detect-countries';
import { appendResults, markdownTable } from './results-file';

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../src/service/enrich/fixtures/${name}`, import.meta.url));
/** The main fixture informed rule fixes; the holdout was written afterwards and never used to change rules. */
const FIXTURES = ['labelled-headlines.json', 'labelled-headlines-holdout.json'];

interface Labelled {
  text: string;
  language: string;
  categories: string[];
  countries: string[];
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

const ratio = (n: number, d: number): string => (d === 0 ? 'n/a' : (n / d).toFixed(3));

function tally(items: Labelled[], predict: (i: Labelled) => string[], gold: (i: Labelled) => string[]) {
  const per = new Map<string, Counts>();
  const errors: string[] = [];
  const bump = (key: string, field: keyof Counts): void => {
    const c = per.get(key) ?? { tp: 0, fp: 0, fn: 0 };
    c[field] += 1;
    per.set(key, c);
  };
  for (const item of items) {
    const got = new Set(predict(item));
    const want = new Set(gold(item));
    for (const g of got) bump(g, want.has(g) ? 'tp' : 'fp');
    for (const w of want) if (!got.has(w)) bump(w, 'fn');
    if ([...got].some((g) => !want.has(g)) || [...want].some((w) => !got.has(w)))
      errors.push(`${item.text}  got [${[...got].join(',')}] want [${[...want].join(',')}]`);
  }
  const micro = [...per.values()].reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), {
    tp: 0,
    fp: 0,
    fn: 0,
  });
  return { per, micro, errors };
}

function row(label: string, c: Counts): (string | number)[] {
  return [label, c.tp + c.fn, c.tp + c.fp, ratio(c.tp, c.tp + c.fp), ratio(c.tp, c.tp + c.fn)];
}

/** Headlines per second of CPU time (the machine may be shared, so wall time is reported too). */
function throughput(texts: string[]): { cpu: number; wall: number } {
  const run = (): void => {
    for (const t of texts) {
      classifyCategories(t, 'en');
      detectCountries(t, 'en');
      matchCompanies(t);
    }
  };
  run();
  const rounds = 20;
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  for (let r = 0; r < rounds; r++) run();
  const cpu = process.cpuUsage(cpu0);
  const n = texts.length * rounds;
  return {
    cpu: Math.round(n / ((cpu.user + cpu.system) / 1e6)),
    wall: Math.round(n / ((performance.now() - started) / 1000)),
  };
}

function evaluate(file: string, errors: boolean): { section: string; texts: string[] } {
  const items = (JSON.parse(readFileSync(fixture(file), 'utf8')) as { items: Labelled[] }).items;
  const header = ['label', 'gold', 'predicted', 'precision', 'recall'];
  const cats = tally(
    items,
    (i) => classifyCategories(i.text, i.language),
    (i) => i.categories,
  );
  const countries = tally(
    items,
    (i) => detectCountries(i.text, i.language),
    (i) => i.countries,
  );
  const catTable = markdownTable(header, [
    ...CATEGORIES.map((c) => row(c, cats.per.get(c) ?? { tp: 0, fp: 0, fn: 0 })),
    row('**micro**', cats.micro),
  ]);
  const top = [...countries.per.entries()]
    .sort((a, b) => b[1].tp + b[1].fn - (a[1].tp + a[1].fn))
    .slice(0, 8);
  const countryTable = markdownTable(header, [
    ...top.map(([k, c]) => row(k, c)),
    row('**micro**', countries.micro),
  ]);
  if (errors) {
    console.log(`\n${file} category errors (${cats.errors.length}):\n  ${cats.errors.join('\n  ')}`);
    console.log(`\n${file} country errors (${countries.errors.length}):\n  ${countries.errors.join('\n  ')}`);
  }
  const section = [
    `### ${file} — ${items.length} hand-written headlines`,
    '',
    '**Categories**',
    '',
    catTable,
    '',
    '**Countries** (8 most frequent, micro over all)',
    '',
    countryTable,
  ].join('\n');
  return { section, texts: items.map((i) => i.text) };
}

function main(): void {
  const results = FIXTURES.map((f) => evaluate(f, process.argv.includes('--errors')));
  const speed = throughput(results.flatMap((r) => r.texts));
  const body = [
    ...results.map((r) => r.section),
    '',
    `All three stages (categories + countries + companies), one thread: **${speed.cpu} headlines per CPU-second** (${speed.wall}/s wall clock on a shared machine).`,
  ].join('\n\n');
  console.log(body);
  if (!process.argv.includes('--dry')) appendResults('Enrich labels — categories and countries', body);
}

main();
