import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../events/article-events';
import type { ArticleRecord } from '../model/article';
import type { Db } from '../store/db';
import { ENGINES } from '../testing/engines';
import { openMigratedStore } from '../testing/migrated-store';
import { startDemoWire } from './demo-wire';
import { DEMO_SOURCES, generateDemoArticle } from './generate-corpus';

describe('generateDemoArticle', () => {
  it('writes one article of a fictional source published at the given time, the same for the same seed', () => {
    const at = new Date('2026-11-26T12:00:00.000Z');
    const item = generateDemoArticle({ at, seed: 42, n: 7 });
    expect(item.article.publishDate).toEqual(at);
    expect(DEMO_SOURCES.map((s) => s.domain)).toContain(item.article.source);
    expect(item.article.source.endsWith('.example')).toBe(true);
    expect(item.article.title.length).toBeGreaterThan(10);
    expect(generateDemoArticle({ at, seed: 42, n: 7 })).toEqual(item);
    expect(generateDemoArticle({ at, seed: 42, n: 8 }).article.link).not.toBe(item.article.link);
  });
});

describe.each(ENGINES)('demo wire ($engine)', ({ engine, skip }) => {
  let db: Db;
  beforeAll(async () => {
    if (!skip) db = await openMigratedStore(engine);
  });
  afterAll(async () => {
    if (!skip) await db.close();
  });

  it.skipIf(skip)(
    'writes an enriched article and announces it; instances take turns per interval',
    async () => {
      const start = new Date('2026-11-26T12:00:00.250Z');
      let clock = start;
      const events = createMemoryEventBus();
      const announced: ArticleRecord[] = [];
      events.on('article.created', ({ article }) => announced.push(article));
      const wires = [1, 2].map(() => startDemoWire({ db, events, intervalMs: 60_000, now: () => clock }));
      try {
        expect(await wires[0]?.tick()).toBe(true);
        // The other instance's tick a second later, within the same interval, finds it taken.
        clock = new Date(start.getTime() + 1_000);
        expect(await wires[1]?.tick()).toBe(false);
        expect(announced).toHaveLength(1);
        const [first] = announced;
        expect(first?.publishDate).toEqual(new Date('2026-11-26T12:00:00.000Z'));
        expect(first?.createdAt).toEqual(start);
        expect(first?.sentiment).toMatch(/^(positive|neutral|negative)$/);

        clock = new Date(start.getTime() + 60_000);
        expect(await wires[1]?.tick()).toBe(true);
        expect(await wires[0]?.tick()).toBe(false);
        expect(announced).toHaveLength(2);
        expect(announced[1]?.link).not.toBe(first?.link);
        const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles');
        expect(rows[0]?.n).toBe(2);
      } finally {
        for (const wire of wires) await wire?.stop();
      }
      expect(await wires[0]?.tick()).toBe(false);
    },
  );
});
