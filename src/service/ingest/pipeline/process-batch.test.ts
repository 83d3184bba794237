import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryEventBus, type ArticleEventBus } from '../../events/article-events';
import type { ArticleRecord } from '../../model/article';
import { addLinkAliases, findArticleByLink, writeArticle } from '../../store/articles-repo';
import type { Db } from '../../store/db';
import { openMigratedTestPglite } from '../../testing/pglite-template';
import { enrichArticle } from '../../enrich/enrich-article';
import { indexedForm } from '../../store/indexed-form';
import { prepareItems, processItems, writePreparedItems } from './process-batch';
import { pipelineItem } from '../testing/pipeline-item';
import { processItem, type ItemOutcome } from './process-item';
import type { PipelineItem } from './to-pipeline-item';

const NOW = new Date('2026-11-25T12:00:00Z');
const BASE = 'https://www.batch-wire.example';

const item = (path: string, title: string, extra: Partial<PipelineItem> = {}): PipelineItem =>
  pipelineItem({
    link: `${BASE}${path}`,
    source: 'www.batch-wire.example',
    title,
    summary: 'Harbourline Freight said volumes at its Rotterdam terminal rose for a third quarter.',
    publishDate: new Date('2026-11-24T08:00:00Z'),
    ...extra,
  });

/** What the store holds before the batch: an article, one under the older canonical form, one with an alias. */
async function seed(db: Db): Promise<void> {
  const stored = (link: string, title: string) => ({
    link,
    source: 'www.batch-wire.example',
    title,
    summary: 'Harbourline Freight said volumes at its Rotterdam terminal rose for a third quarter.',
    content: null,
    publishDate: new Date('2026-11-20T08:00:00Z'),
    language: 'en',
    sentiment: 'neutral' as const,
    confidence: 0.5,
    images: [],
    countries: [],
    categories: [],
    companies: [],
  });
  await writeArticle(db, stored(`${BASE}/stored`, 'Harbourline opens a terminal'), { at: NOW });
  await writeArticle(db, stored(`${BASE}/legacy?id=`, 'Harbourline legacy story'), { at: NOW });
  await writeArticle(db, stored(`${BASE}/aliased`, 'Harbourline aliased story'), { at: NOW });
  await addLinkAliases(db, `${BASE}/aliased`, [`${BASE}/alias`]);
}

const BATCH: PipelineItem[] = [
  item('/a?utm_source=rss', 'Harbourline Freight doubles its dividend'),
  item('/b', 'Harbourline rivals cut prices in Rotterdam', { summary: null, declaredLanguage: 'en' }),
  item('/a', 'Harbourline Freight triples its dividend'),
  item('/blank', '   '),
  item('/stored', 'Harbourline opens a terminal'),
  item('/stored', 'Harbourline opens a second terminal'),
  item('/legacy?id', 'Harbourline legacy story, updated'),
  item('/alias', 'Harbourline aliased story'),
  item('/future', 'Harbourline sets a date', { publishDate: new Date('2927-01-01T00:00:00Z') }),
  item('/guid', 'Harbourline names a new chief executive', { guid: 'hl-991' }),
  { ...item('/bad', 'Not a link'), link: 'not a url' },
];

interface Run {
  outcomes: ItemOutcome[];
  events: string[];
  stored: Record<string, unknown>[];
}

const LINKS = ['/a', '/b', '/stored', '/legacy?id', '/aliased', '/future', '/guid'].map((p) => `${BASE}${p}`);

async function stateOf(db: Db): Promise<Record<string, unknown>[]> {
  const rows = await Promise.all(LINKS.map((link) => findArticleByLink(db, link)));
  return rows.map((a) => (a ? { ...a, id: undefined } : { missing: true }));
}

function recordEvents(events: ArticleEventBus): string[] {
  const seen: string[] = [];
  const note =
    (kind: string) =>
    ({ article }: { article: ArticleRecord }) =>
      seen.push(`${kind} ${article.link} ${article.title}`);
  events.on('article.created', note('created'));
  events.on('article.revised', note('revised'));
  return seen;
}

describe('processItems', () => {
  let dbs: Db[] = [];
  const freshStore = async () => {
    const db = await openMigratedTestPglite();
    dbs.push(db);
    await seed(db);
    return db;
  };
  beforeEach(() => {
    dbs = [];
  });
  afterEach(async () => {
    for (const db of dbs) await db.close();
  });

  async function oneByOne(): Promise<Run> {
    const db = await freshStore();
    const events = createMemoryEventBus();
    const seen = recordEvents(events);
    const outcomes: ItemOutcome[] = [];
    for (const it of BATCH) outcomes.push(await processItem({ db, events, now: () => NOW }, it));
    return { outcomes, events: seen, stored: await stateOf(db) };
  }

  it('should give the outcomes, announcements and rows that processItem gives item by item', async () => {
    const expected = await oneByOne();
    const db = await freshStore();
    const events = createMemoryEventBus();
    const seen = recordEvents(events);
    const outcomes = await processItems({ db, events, now: () => NOW }, BATCH);
    expect(outcomes).toEqual(expected.outcomes);
    expect(outcomes).toEqual([
      'created',
      'created',
      'revised',
      'skipped',
      'unchanged',
      'revised',
      'revised',
      'unchanged',
      'created',
      'created',
      'skipped',
    ]);
    // New articles are announced first (they are written together), then the others in order.
    expect([...seen].sort()).toEqual([...expected.events].sort());
    expect(await stateOf(db)).toEqual(expected.stored);
  });

  it('should leave a link written by another writer meanwhile to the one-by-one path', async () => {
    const db = await freshStore();
    // The look-up misses the stored article, as when another writer stores it between look-up and insert.
    const blind: Db = {
      ...db,
      query: (sql, params) =>
        sql.includes('UNION SELECT link FROM article_link_aliases')
          ? Promise.resolve([])
          : db.query(sql, params),
    };
    const events = createMemoryEventBus();
    const seen = recordEvents(events);
    const outcomes = await processItems({ db: blind, events, now: () => NOW }, [
      item('/stored', 'Harbourline opens a terminal'),
      item('/c', 'Harbourline buys a tug fleet'),
    ]);
    expect(outcomes).toEqual(['unchanged', 'created']);
    expect(seen).toEqual([`created ${BASE}/c Harbourline buys a tug fleet`]);
  });

  it('should give what processItems gives when prepared apart from the write', async () => {
    const expected = await oneByOne();
    const db = await freshStore();
    const events = createMemoryEventBus();
    const seen = recordEvents(events);
    let enriched = 0;
    const prepared = await prepareItems({ now: () => NOW }, BATCH, async (raws) => {
      enriched += raws.length;
      return raws.map((raw) => ({ input: enrichArticle(raw), indexed: indexedForm(enrichArticle(raw)) }));
    });
    // Only the items that may be new are enriched ahead: the ones shared within the batch go one by one.
    expect(enriched).toBe(4);
    const outcomes = await writePreparedItems({ db, events, now: () => NOW }, prepared);
    expect(outcomes).toEqual(expected.outcomes);
    expect([...seen].sort()).toEqual([...expected.events].sort());
    expect(await stateOf(db)).toEqual(expected.stored);
  });

  it('should not create twice a link of the batch before, when the next batch was prepared before it was written', async () => {
    const db = await freshStore();
    const deps = { db, events: createMemoryEventBus(), now: () => NOW };
    const enrich = (raws: Parameters<typeof enrichArticle>[0][]) =>
      Promise.resolve(raws.map((raw) => ({ input: enrichArticle(raw) })));
    const first = await prepareItems(deps, [item('/c', 'Harbourline buys a tug fleet')], enrich);
    const second = await prepareItems(deps, [item('/c', 'Harbourline buys a second tug fleet')], enrich);
    expect(await writePreparedItems(deps, first)).toEqual(['created']);
    expect(await writePreparedItems(deps, second)).toEqual(['revised']);
    expect((await findArticleByLink(db, `${BASE}/c`))?.title).toBe('Harbourline buys a second tug fleet');
  });
});
