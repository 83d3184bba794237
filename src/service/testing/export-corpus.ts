/**
 * @module Test support: a corpus of many articles of one shared source for exports — publish dates that tie
 * (order falls to the link), texts with commas, quotes, line breaks and non-ASCII, some without summary, and
 * some revised (revisedDate order meets nulls and values).
 */
import { loadPlans, type PlanTable } from '../config/plans';
import type { ArticleInput } from '../model/article';
import { insertNewArticles, writeArticle } from '../store/articles-repo';
import type { Db } from '../store/db';
import { upsertSource } from '../store/sources-repo';
import { plansWithoutBurst } from './test-service';

export const EXPORT_SOURCE = 'www.export-wire.example';
const BASE = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;

const TITLES = [
  'Brindlecourt Holdings lifts guidance, shares climb',
  'Harbor "Lantern" Co. cuts output; analysts split',
  'Quarterly volumes at the northern terminal\nrose again',
  'Zürich-based Meridal AG: Umsatz steigt um 4 %',
  'Ostrava mill restarts — 中文 readers, take note',
];

export function exportCorpusArticle(i: number): ArticleInput {
  return {
    link: `https://${EXPORT_SOURCE}/${String(i).padStart(5, '0')}`,
    source: EXPORT_SOURCE,
    title: `${TITLES[i % TITLES.length] ?? ''} #${i}`,
    summary: i % 7 === 0 ? null : `Item ${i}, "quoted", with a comma\r\nand a second line.`,
    content: i % 3 === 0 ? `Body of ${i}.` : null,
    // Every third article shares its minute with the next one: ties broken by link.
    publishDate: new Date(BASE + Math.floor(i / 3) * 2 * MINUTE),
    language: 'en',
    sentiment: (['positive', 'neutral', 'negative'] as const)[i % 3] ?? 'neutral',
    confidence: 0.5 + (i % 50) / 100,
    images:
      i % 5 === 0 ? [`https://${EXPORT_SOURCE}/img/${i}.jpg`, `https://${EXPORT_SOURCE}/img/${i}b.jpg`] : [],
    countries: i % 4 === 0 ? ['US', 'DE'] : [],
    categories: i % 2 === 0 ? ['markets', 'business'] : [],
    companies: [],
    author: i % 6 === 0 ? `Desk, ${i % 11}` : null,
  };
}

/** Stores `count` articles of EXPORT_SOURCE (a default source), every `revisedEvery`-th revised once. */
export async function seedExportCorpus(db: Db, count: number, revisedEvery = 97): Promise<void> {
  await upsertSource(db, {
    domain: EXPORT_SOURCE,
    isDefault: true,
    originCountry: 'US',
    contentAvailable: true,
  });
  const rows = Array.from({ length: count }, (_, i) => {
    const input = exportCorpusArticle(i);
    return { input, at: new Date(input.publishDate.getTime() + ((i * 7919) % 600) * MINUTE) };
  });
  for (let i = 0; i < rows.length; i += 500) await insertNewArticles(db, rows.slice(i, i + 500));
  for (let i = 0; i < count; i += revisedEvery) {
    const input = exportCorpusArticle(i);
    await writeArticle(
      db,
      { ...input, title: `${input.title} (corrected)` },
      {
        at: new Date(input.publishDate.getTime() + (1000 + i) * MINUTE),
      },
    );
  }
}

/** The shipped plans without limits, plus free plans without burst of these monthly quotas (by plan name). */
export function plansWithQuotas(quotas: Record<string, number>): PlanTable {
  const { free } = loadPlans();
  if (!free) throw new Error('the shipped plans have no free plan');
  const limited = Object.entries(quotas).map(([name, monthlyQuota]) => [
    name,
    { ...free, burst: null, monthlyQuota },
  ]);
  return { ...plansWithoutBurst(), ...Object.fromEntries(limited) };
}
