/**
 * @module Draws candidate headline pairs for the story labelled set (`tsx bench/stories/draw-candidates.ts`).
 * Pairs are drawn within 72 h by plain word overlap (a measure the grouping does not use) in bands, plus
 * shared-prefix templates, shared capitalised names and random pairs; a person then judges each by reading.
 * Deterministic (seeded), so the drawing can be repeated; prints JSON lines to stdout.
 */
import { loadHeadlineRecords, type HeadlineRecord } from './headline-records';

const WINDOW_MS = 72 * 3600 * 1000;
const STOP = new Set(
  'a an the of to in on for and or with at by from as is are was be it its after over into amid says say said new how why what this that his her their you your not up out off than more about will has have had'.split(
    ' ',
  ),
);

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((w) => w.length > 1 && !STOP.has(w));

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared || 1);
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Candidate {
  band: string;
  a: HeadlineRecord;
  b: HeadlineRecord;
}

const records = loadHeadlineRecords().sort((x, y) => x.time - y.time);
const sets = records.map((r) => new Set(words(r.title)));
const caps = records.map(
  (r) => new Set((r.title.match(/\b[A-Z][a-zA-Z]{3,}\b/g) ?? []).filter((w) => !STOP.has(w.toLowerCase()))),
);
const capCount = new Map<string, number>();
for (const c of caps) for (const w of c) capCount.set(w, (capCount.get(w) ?? 0) + 1);
const rich = (r: HeadlineRecord): boolean => r.lead !== '';

const bands: Record<string, Candidate[]> = {
  exact: [],
  high: [],
  mid: [],
  low: [],
  template: [],
  company: [],
};
for (let i = 0; i < records.length; i += 1) {
  const a = records[i] as HeadlineRecord;
  for (let j = i + 1; j < records.length; j += 1) {
    const b = records[j] as HeadlineRecord;
    if (b.time - a.time > WINDOW_MS) break;
    const sa = sets[i] as Set<string>;
    const sb = sets[j] as Set<string>;
    const jac = jaccard(sa, sb);
    const push = (band: string) => bands[band]?.push({ band, a, b });
    if (a.title.toLowerCase() === b.title.toLowerCase()) push('exact');
    else if (jac >= 0.5) push('high');
    else if (jac >= 0.3) push('mid');
    else if (jac >= 0.18) push('low');
    else if (words(a.title).slice(0, 3).join(' ') === words(b.title).slice(0, 3).join(' ') && sa.size >= 3)
      push('template');
    else {
      const shared = [...(caps[i] as Set<string>)].filter(
        (w) => (caps[j] as Set<string>).has(w) && (capCount.get(w) ?? 0) < 60,
      );
      if (shared.length > 0) push('company');
    }
  }
}

const random = rng(30);
function sample(list: Candidate[], n: number): Candidate[] {
  // Pairs with a lead (Finnhub, StockNewsAPI, CNBC descriptions) first, then the bare headlines.
  const shuffled = [...list].sort(() => random() - 0.5);
  const withLead = shuffled.filter((c) => rich(c.a) && rich(c.b));
  const rest = shuffled.filter((c) => !(rich(c.a) && rich(c.b)));
  return [...withLead.slice(0, Math.ceil(n / 3)), ...rest].slice(0, n);
}

const quotas: Record<string, number> = { exact: 30, high: 90, mid: 100, low: 80, template: 60, company: 60 };
const out: Candidate[] = Object.entries(quotas).flatMap(([band, n]) => sample(bands[band] ?? [], n));
for (let k = 0; k < 50; k += 1) {
  const i = Math.floor(random() * records.length);
  const a = records[i] as HeadlineRecord;
  const j = Math.min(records.length - 1, i + 1 + Math.floor(random() * 100));
  const b = records[j] as HeadlineRecord;
  if (b.time - a.time <= WINDOW_MS && a.title !== b.title) out.push({ band: 'random', a, b });
}
for (const [band, list] of Object.entries(bands)) process.stderr.write(`${band}: ${list.length} in window\n`);
out.forEach((c, id) => process.stdout.write(`${JSON.stringify({ id, band: c.band, a: c.a, b: c.b })}\n`));
