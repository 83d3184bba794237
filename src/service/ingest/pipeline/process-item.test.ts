import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestCursor, readChangesAfter } from '../../store/change-log';
import { createMemoryEventBus } from '../../events/article-events';
import { findArticleByLink } from '../../store/articles-repo';
import type { Db, Queryable, SqlValue } from '../../store/db';
import { openMigratedTestPglite } from '../../testing/pglite-template';
import { processItems } from './process-batch';
import { pipelineItem } from '../testing/pipeline-item';
import { processItem } from './process-item';
import type { PipelineItem } from './to-pipeline-item';

/** A store that answers every statement with no rows (each sighting is then a no-op) and keeps what it was sent. */
function recordingDb(): Queryable & { sent: { sql: string; params: readonly SqlValue[] }[] } {
  const sent: { sql: string; params: readonly SqlValue[] }[] = [];
  return {
    sent,
    query: async <T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> => {
      sent.push({ sql, params });
      return [];
    },
    exec: async () => undefined,
  };
}

const NOW = new Date('2026-11-25T12:00:00Z');
const item = (publishDate: Date | null): PipelineItem =>
  pipelineItem({
    link: 'https://www.wire.example/markets/1',
    source: 'www.wire.example',
    title: 'Stocks edge higher as bond yields ease',
    publishDate,
  });

async function writtenPublishDate(publishDate: Date | null): Promise<SqlValue | undefined> {
  const db = recordingDb();
  await processItem({ db, events: createMemoryEventBus(), now: () => NOW }, item(publishDate));
  return db.sent.find((s) => s.sql.includes('INSERT INTO articles'))?.params[5];
}

describe('processItem', () => {
  it("should keep a feed's publish date, hours ahead included, and replace one more than a day ahead", async () => {
    const earlier = new Date('2026-11-24T08:00:00Z');
    const hoursAhead = new Date('2026-11-25T20:00:00Z');
    expect(await writtenPublishDate(earlier)).toEqual(earlier);
    expect(await writtenPublishDate(hoursAhead)).toEqual(hoursAhead);
    expect(await writtenPublishDate(new Date('2926-11-25T12:00:00Z'))).toEqual(NOW);
    expect(await writtenPublishDate(null)).toEqual(NOW);
  });

  it('should let waiting I/O callbacks run before it returns (polls and imports run item after item)', async () => {
    let ranBetween = false;
    setImmediate(() => (ranBetween = true));
    await processItem({ db: recordingDb(), events: createMemoryEventBus(), now: () => NOW }, item(null));
    expect(ranBetween).toBe(true);
  });
});

describe('processItem: an id seen under another link', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openMigratedTestPglite();
  });
  afterEach(async () => {
    await db.close();
  });
  const sighting = (link: string, guid: string | null, title = 'Stocks edge higher'): PipelineItem =>
    pipelineItem({
      link,
      source: 'www.wire.example',
      title,
      publishDate: new Date('2026-11-25T08:00:00Z'),
      guid,
    });
  const deps = () => ({ db, events: createMemoryEventBus(), now: () => NOW });

  it('moves the article within its host, not onto another host', async () => {
    expect(await processItem(deps(), sighting('https://www.wire.example/a', 'g-1'))).toBe('created');
    expect(await processItem(deps(), sighting('https://cdn.wire.example/a', 'g-1'))).toBe('created');
    expect(await findArticleByLink(db, 'https://www.wire.example/a')).not.toBeNull();
  });

  it('records the id of an article stored without one, so a later move is followed', async () => {
    expect(await processItem(deps(), sighting('https://www.wire.example/b', null))).toBe('created');
    expect(await processItem(deps(), sighting('https://www.wire.example/b', 'g-2'))).toBe('unchanged');
    expect(await processItem(deps(), sighting('https://www.wire.example/b-2', 'g-2', 'Stocks rise'))).toBe(
      'revised',
    );
    expect(await findArticleByLink(db, 'https://www.wire.example/b')).toBeNull();
  });

  it('logs a move as one revision under the new link, with new text or without', async () => {
    const events = createMemoryEventBus();
    const revised: string[] = [];
    events.on('article.revised', ({ article }) => revised.push(article.link));
    const withEvents = () => ({ db, events, now: () => NOW });
    expect(await processItem(withEvents(), sighting('https://www.wire.example/m', 'g-9'))).toBe('created');
    const start = await latestCursor(db);
    const retitled = sighting('https://www.wire.example/m-2', 'g-9', 'Stocks rise');
    expect(await processItem(withEvents(), retitled)).toBe('revised');
    expect(
      await processItem(withEvents(), sighting('https://www.wire.example/m-3', 'g-9', 'Stocks rise')),
    ).toBe('revised');
    const changes = await readChangesAfter(db, start, 10);
    expect(changes.map(({ kind, link }) => ({ kind, link }))).toEqual([
      { kind: 'revised', link: 'https://www.wire.example/m-2' },
      { kind: 'revised', link: 'https://www.wire.example/m-3' },
    ]);
    expect(revised).toEqual(['https://www.wire.example/m-2', 'https://www.wire.example/m-3']);
    expect((await findArticleByLink(db, 'https://www.wire.example/m-3'))?.title).toBe('Stocks rise');
    expect(await findArticleByLink(db, 'https://www.wire.example/m-2')).toBeNull();
  });

  it("never moves another source's article, nor one whose new link is taken", async () => {
    expect(await processItem(deps(), sighting('https://www.wire.example/c', 'g-3'))).toBe('created');
    const other = { ...sighting('https://www.wire.example/c-2', 'g-3'), source: 'www.mirror.example' };
    expect(await processItem(deps(), other)).toBe('created');
    expect(await processItem(deps(), sighting('https://www.wire.example/c-2', 'g-3'))).toBe('unchanged');
    expect(await findArticleByLink(db, 'https://www.wire.example/c')).not.toBeNull();
  });

  it('keeps the stored link when a link under the same id differs in its query only (a volatile parameter)', async () => {
    expect(await processItem(deps(), sighting('https://www.wire.example/d?session=1', 'g-4'))).toBe(
      'created',
    );
    const again = await processItem(deps(), sighting('https://www.wire.example/d?session=2', 'g-4'));
    expect(again).toBe('unchanged');
    expect(await findArticleByLink(db, 'https://www.wire.example/d?session=2')).toBeNull();
    const kept = await findArticleByLink(db, 'https://www.wire.example/d?session=1');
    expect(kept?.revisedDate).toBeNull();
    // A changed title is still a revision of the stored article, under its stored link.
    expect(
      await processItem(deps(), sighting('https://www.wire.example/d?session=3', 'g-4', 'Stocks climb')),
    ).toBe('revised');
    expect((await findArticleByLink(db, 'https://www.wire.example/d?session=1'))?.title).toBe('Stocks climb');
  });
});

describe('processItem: the byline', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openMigratedTestPglite();
  });
  afterEach(async () => {
    await db.close();
  });
  const deps = () => ({ db, events: createMemoryEventBus(), now: () => NOW });
  const byline = (link: string, author: string | null, title = 'Stocks edge higher'): PipelineItem => ({
    ...item(new Date('2026-11-25T08:00:00Z')),
    link,
    title,
    author,
  });

  it('stores the trimmed author, keeps it through a revision that gives none, and stores a blank one as null', async () => {
    expect(await processItem(deps(), byline('https://www.wire.example/a', '  Jane Doe '))).toBe('created');
    expect((await findArticleByLink(db, 'https://www.wire.example/a'))?.author).toBe('Jane Doe');
    expect(await processItem(deps(), byline('https://www.wire.example/a', null, 'Stocks rise'))).toBe(
      'revised',
    );
    expect((await findArticleByLink(db, 'https://www.wire.example/a'))?.author).toBe('Jane Doe');
    expect(await processItem(deps(), byline('https://www.wire.example/b', '   '))).toBe('created');
    expect((await findArticleByLink(db, 'https://www.wire.example/b'))?.author).toBeNull();
  });

  it('stores it from the batch path as from the one-by-one path', async () => {
    const outcomes = await processItems(deps(), [
      byline('https://www.wire.example/c', 'Alex Writer'),
      byline('https://www.wire.example/d', null),
    ]);
    expect(outcomes).toEqual(['created', 'created']);
    expect((await findArticleByLink(db, 'https://www.wire.example/c'))?.author).toBe('Alex Writer');
    expect((await findArticleByLink(db, 'https://www.wire.example/d'))?.author).toBeNull();
  });
});
