import { afterEach, describe, expect, it } from 'vitest';
import { generateDemoCorpus } from '../../demo/generate-corpus';
import { demoRawArticle } from '../../demo/raw-article';
import { enrichArticle, type RawArticle } from '../../enrich/enrich-article';
import { indexedForm } from '../../store/indexed-form';
import { createEnrichPool, EnrichPoolError, type EnrichPool } from './enrich-pool';

const RAWS = generateDemoCorpus({ now: new Date('2026-11-10T14:30:00.000Z'), count: 240 }).map(
  demoRawArticle,
);

async function rejection(promise: Promise<unknown>): Promise<EnrichPoolError> {
  const error = await promise.then(
    () => new Error('resolved'),
    (e: unknown) => e,
  );
  if (!(error instanceof EnrichPoolError))
    throw new Error(`expected an EnrichPoolError, got ${String(error)}`);
  return error;
}

describe('createEnrichPool', () => {
  let pool: EnrichPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('gives what enrichArticle gives, batch by batch and in order, across two workers', async () => {
    pool = createEnrichPool({ workers: 2 });
    const batches = [RAWS.slice(0, 80), RAWS.slice(80, 160), RAWS.slice(160)];
    const results = await Promise.all(batches.map((batch) => pool?.enrich(batch)));
    expect(results.flat()).toEqual(RAWS.map((raw) => enrichArticle(raw)));
    expect(results.flat()[0]?.publishDate).toBeInstanceOf(Date);
  });

  it('prepares each article with the indexed form the write path would build, for the companies given', async () => {
    pool = createEnrichPool({ companies: [] });
    const raws = RAWS.slice(0, 40);
    const prepared = await pool.prepare(raws);
    const noCompanies = { match: () => [], mentions: () => [] };
    expect(prepared).toEqual(
      raws.map((raw) => {
        const input = enrichArticle(raw, noCompanies);
        return { input, indexed: indexedForm(input) };
      }),
    );
    expect(prepared.some((p) => p.indexed?.search.includes("'"))).toBe(true);
  });

  it('fails a batch that enrichment cannot read, and keeps working', async () => {
    pool = createEnrichPool();
    const broken = { ...RAWS[0], title: undefined } as unknown as RawArticle;
    const error = await rejection(pool.enrich([broken]));
    expect(error.code).toBe('enrich.failed');
    expect(await pool.enrich(RAWS.slice(0, 3))).toEqual(RAWS.slice(0, 3).map((raw) => enrichArticle(raw)));
  });

  it('fails batches in work on close and refuses new ones', async () => {
    pool = createEnrichPool();
    const inWork = rejection(pool.enrich(RAWS));
    await pool.close();
    expect((await inWork).code).toBe('enrich.closed');
    expect((await rejection(pool.enrich(RAWS.slice(0, 1)))).code).toBe('enrich.closed');
  });
});
