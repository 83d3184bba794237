/**
 * @module `npm run eval:stories`: pair precision and recall of the story grouping on the labelled headline
 * pairs (bench/eval/story-pairs.json; "same" is the positive class). Prints dev and held-out; only held-out
 * is reported to bench/RESULTS.md. `--errors` lists the dev pairs it gets wrong (tune on dev only).
 */
import { readFileSync } from 'node:fs';
import { bundledSeedMatcher } from '../src/service/enrich/companies/match-companies';
import { storyFeatures } from '../src/service/stories/story-features';
import {
  DEFAULT_STORY_OPTIONS,
  matchStories,
  type StoryMatchOptions,
} from '../src/service/stories/story-match';
import { appendResults, markdownTable } from './results-file';

interface Side {
  ref: string;
  source: string;
  title: string;
  lead: string;
  time: string;
}
interface Pair {
  id: number;
  split: 'dev' | 'heldout';
  label: 'same' | 'related' | 'template' | 'different';
  band: string;
  a: Side;
  b: Side;
}

const { pairs } = JSON.parse(readFileSync(new URL('./eval/story-pairs.json', import.meta.url), 'utf8')) as {
  pairs: Pair[];
};

const companies = bundledSeedMatcher();
/** Companies as the enrichment tags them (from the bundled seed set; the service uses the store's). */
const features = (side: Side) =>
  storyFeatures({
    language: 'en',
    at: Date.parse(side.time),
    title: side.title,
    lead: side.lead || null,
    companies: companies.mentions(`${side.title}\n${side.lead}`, 'en').map((m) => m.company.ticker),
  });

interface Score {
  pairs: number;
  positives: number;
  tp: number;
  fp: number;
  fn: number;
  wrong: Pair[];
}

function score(split: Pair['split'], options: StoryMatchOptions = DEFAULT_STORY_OPTIONS): Score {
  const s: Score = { pairs: 0, positives: 0, tp: 0, fp: 0, fn: 0, wrong: [] };
  for (const pair of pairs.filter((p) => p.split === split)) {
    const predicted = matchStories(featuresOf(pair.a), featuresOf(pair.b), options).same;
    const actual = pair.label === 'same';
    s.pairs += 1;
    if (actual) s.positives += 1;
    if (predicted && actual) s.tp += 1;
    if (predicted && !actual) s.fp += 1;
    if (!predicted && actual) s.fn += 1;
    if (predicted !== actual) s.wrong.push(pair);
  }
  return s;
}

const cache = new Map<string, ReturnType<typeof features>>();
function featuresOf(side: Side) {
  const key = `${side.ref}\u0000${side.title}`;
  const hit = cache.get(key) ?? features(side);
  cache.set(key, hit);
  return hit;
}

/** `--tune`: a grid over the thresholds on dev only; prints the best by F1 among those with precision ≥ 0.95. */
function tune(): void {
  const grid = (from: number, to: number) =>
    Array.from({ length: Math.round((to - from) / 0.05) + 1 }, (_, i) => from + i * 0.05);
  const found: { f1: number; p: number; r: number; t: StoryMatchOptions['thresholds'] }[] = [];
  for (const title of grid(0.35, 0.65))
    for (const titleWithLead of grid(0.15, title))
      for (const lead of grid(0.3, 0.7))
        for (const titleWithCompany of grid(0.2, title)) {
          const t = { ...DEFAULT_STORY_OPTIONS.thresholds, title, titleWithLead, lead, titleWithCompany };
          const s = score('dev', { ...DEFAULT_STORY_OPTIONS, thresholds: t });
          const p = s.tp / (s.tp + s.fp || 1);
          const r = s.tp / (s.tp + s.fn || 1);
          found.push({ f1: (2 * p * r) / (p + r || 1), p, r, t });
        }
  found.sort((a, b) => Number(b.p >= 0.95) - Number(a.p >= 0.95) || b.f1 - a.f1);
  for (const f of found.slice(0, 8)) process.stdout.write(`${JSON.stringify(f)}\n`);
}
if (process.argv.includes('--tune')) {
  tune();
  process.exit(0);
}

const ratio = (n: number, d: number): string => (d === 0 ? 'n/a' : (n / d).toFixed(3));
const row = (name: string, s: Score) => [
  name,
  s.pairs,
  s.positives,
  ratio(s.tp, s.tp + s.fp),
  ratio(s.tp, s.tp + s.fn),
  s.fp,
  s.fn,
];

const dev = score('dev');
const heldout = score('heldout');
const table = markdownTable(
  ['split', 'pairs', 'same-story pairs', 'precision', 'recall', 'false +', 'false −'],
  [row('dev', dev), row('held-out', heldout)],
);
process.stdout.write(`${table}\n`);
if (process.argv.includes('--errors')) {
  for (const p of dev.wrong) process.stdout.write(`${p.id} ${p.label}: ${p.a.title} || ${p.b.title}\n`);
}
if (!process.argv.includes('--no-record')) {
  const met =
    heldout.tp / (heldout.tp + heldout.fp) >= 0.95 && heldout.tp / (heldout.tp + heldout.fn) >= 0.85;
  appendResults(
    'eval:stories (story grouping, pair precision/recall on labelled headline pairs)',
    `Command: \`npm run eval:stories\`\n\n${table}\n\nTargets on held-out: precision ≥ 0.95, recall ≥ 0.85 — ${met ? 'met' : 'not met'}. ` +
      'Pairs judged by reading (bench/eval/story-pairs.md); tuned on dev only. Companies are tagged by the ' +
      "bundled seed matcher (the service tags from the store's full reference set).",
  );
}
