/**
 * @module The import file bench:search loads through `npm run ingest`: the real news of ../shared/data/news
 * first, then (when more are asked for than there are) generated demo articles, plus the marker articles of
 * known rarity the query shapes need, dated within the real corpus so that "all old" stays old. Written to a
 * temporary path at run time, never kept.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { generateDemoCorpus } from '../../src/service/demo/generate-corpus';
import { OLD_TERM, RARE_TERM } from '../bench-corpus';
import { loadNewsItems } from '../ingest/news-articles';

export interface ImportFile {
  lines: number;
  real: number;
  generated: number;
  markers: number;
}

const DAY = 86_400_000;
const WRITE_SLICE = 10_000;

interface Line {
  link: string;
  title: string;
  source: string;
  summary: string | null;
  content: string | null;
  publishDate: string | null;
  language: string;
  images: string[];
}

function markers(source: string, oldest: number, newest: number): Line[] {
  const make = (term: string, i: number, at: number): Line => ({
    link: `https://${source}/bench/${term}-${i}`,
    title: `${term} issuance update number ${i}`,
    source,
    summary: `Traders discussed ${term} again today.`,
    content: null,
    publishDate: new Date(at).toISOString(),
    language: 'en',
    images: [],
  });
  const rare = Array.from({ length: 40 }, (_, i) =>
    make(RARE_TERM, i, oldest + ((newest - oldest) * i) / 40),
  );
  const old = Array.from({ length: 300 }, (_, i) => make(OLD_TERM, i, oldest + (i % 10) * DAY));
  return [...rare, ...old];
}

/** Writes `count` import lines to `file` (real ones first), plus the markers. */
export function writeImportFile(file: string, count: number, markerSource: string): ImportFile {
  const real: Line[] = loadNewsItems(count).map((item) => ({
    link: item.link,
    title: item.title,
    source: item.source,
    summary: item.summary,
    content: item.content,
    publishDate: item.publishDate?.toISOString() ?? null,
    language: item.language,
    images: item.images,
  }));
  const generated: Line[] = generateDemoCorpus({
    count: Math.max(0, count - real.length),
    now: new Date(),
  }).map(({ article }) => ({
    link: article.link,
    title: article.title,
    source: article.source,
    summary: article.summary,
    content: article.content,
    publishDate: article.publishDate.toISOString(),
    language: article.language,
    images: article.images,
  }));
  const dates = real.flatMap((l) => (l.publishDate ? [Date.parse(l.publishDate)] : []));
  const oldest = dates.length > 0 ? dates.reduce((a, b) => Math.min(a, b)) : Date.now() - 90 * DAY;
  const newest = dates.reduce((a, b) => Math.max(a, b), Date.now() - DAY);
  const marked = markers(markerSource, oldest, newest);
  const all = [...real, ...generated, ...marked];
  // In slices: a million lines joined into one string would pass V8's longest string (about 512 MB).
  const fd = openSync(file, 'w');
  try {
    for (let i = 0; i < all.length; i += WRITE_SLICE) {
      const slice = all.slice(i, i + WRITE_SLICE).map((line) => `${JSON.stringify(line)}\n`);
      writeSync(fd, slice.join(''));
    }
  } finally {
    closeSync(fd);
  }
  return { lines: all.length, real: real.length, generated: generated.length, markers: marked.length };
}
