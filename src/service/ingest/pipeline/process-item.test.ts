import { describe, expect, it } from 'vitest';
import { createMemoryEventBus } from '../../events/article-events';
import type { Queryable, SqlValue } from '../../store/db';
import { processItem, type PipelineItem } from './process-item';

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
const item = (publishDate: Date | null): PipelineItem => ({
  link: 'https://www.wire.example/markets/1',
  source: 'www.wire.example',
  title: 'Stocks edge higher as bond yields ease',
  summary: null,
  content: null,
  publishDate,
  images: [],
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
