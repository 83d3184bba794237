import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTICLES_DIR, hasSharedData } from '../testing/shared-data';
import { extractArticle } from './extract-article';
import { ExtractError } from './extract-error';
import { createExtractPool, type ExtractPool } from './extract-pool';

const URL_ = 'https://news.example.com/markets/example-corp';

function page(paragraphs: number): string {
  const body = Array.from(
    { length: paragraphs },
    (_, i) =>
      `<p>Paragraph ${i}: shares of Example Corp rose after quarterly revenue beat estimates, and the company raised guidance.</p>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><title>Example Corp beats estimates</title>
    <meta property="og:image" content="/lead.jpg"><meta property="article:published_time" content="2024-05-02T13:30:00Z">
    </head><body><nav><a href="/">Home</a></nav><article><h1>Example Corp beats estimates</h1>${body}</article></body></html>`;
}

async function rejection(promise: Promise<unknown>): Promise<ExtractError> {
  const error = await promise.then(
    () => new Error('resolved'),
    (e: unknown) => e,
  );
  if (!(error instanceof ExtractError)) throw new Error(`expected an ExtractError, got ${String(error)}`);
  return error;
}

describe('createExtractPool', () => {
  let pool: ExtractPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('gives the same article as extracting on the main thread, dates included', async () => {
    pool = createExtractPool();
    const html = page(6);
    const viaPool = await pool.extract(html, URL_);
    expect(viaPool).toEqual(extractArticle(html, URL_));
    expect(viaPool.publishedAt).toBeInstanceOf(Date);
    expect(viaPool.text).toContain('Paragraph 5');
  });

  it.runIf(hasSharedData())('gives the same article for saved real pages', async () => {
    pool = createExtractPool();
    for (const name of ['seattletimes-1', 'cnet']) {
      const html = readFileSync(
        path.join(ARTICLES_DIR, 'readability_test_pages', name, 'source.html'),
        'utf8',
      );
      const url = 'http://fakehost/test/page.html';
      expect(await pool.extract(html, url), name).toEqual(extractArticle(html, url));
    }
  });

  it('keeps the event loop free while a large page is extracted', async () => {
    pool = createExtractPool();
    await pool.extract(page(1), URL_); // worker started
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    const article = await pool.extract(page(1_000), URL_);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(article.text).toContain('Paragraph 999');
    // On the main thread a synchronous extraction would let no timer fire at all.
    expect(elapsed).toBeGreaterThan(50);
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('fails a page past the timeout, terminating its worker; the next page gets a fresh one', async () => {
    pool = createExtractPool({ timeoutMs: 1_000 });
    expect((await pool.extract(page(2), URL_)).text).toContain('Paragraph 1');
    // Ten times the paragraphs that take about a second here, so that no machine finishes inside the timeout.
    const error = await rejection(pool.extract(page(30_000), URL_));
    expect(error.code).toBe('extract.timeout');
    expect(error.message).toContain(URL_);
    expect(pool.stats().workers).toBe(0);
    expect((await pool.extract(page(2), URL_)).text).toContain('Paragraph 1');
    expect(pool.stats().workers).toBe(1);
  });

  it('reports a page that makes extraction throw, and keeps its worker', async () => {
    pool = createExtractPool();
    const error = await rejection(pool.extract(page(2), 'not a url'));
    expect(error.code).toBe('extract.failed');
    expect((await pool.extract(page(2), URL_)).title).toMatch(/Example Corp/);
    expect(pool.stats().workers).toBe(1);
  });

  it('refuses pages past the queue bound', async () => {
    pool = createExtractPool({ maxQueue: 2 });
    // Nothing runs before the worker has started, so all three wait in the queue.
    const first = pool.extract(page(2), URL_);
    const second = pool.extract(page(2), URL_);
    expect((await rejection(pool.extract(page(2), URL_))).code).toBe('extract.queue_full');
    expect((await first).title).toMatch(/Example Corp/);
    expect((await second).title).toMatch(/Example Corp/);
  });

  it('fails waiting pages on close, refuses new ones, and ends its workers', async () => {
    pool = createExtractPool();
    const waiting = rejection(pool.extract(page(2), URL_));
    expect(pool.stats()).toMatchObject({ queued: 1 });
    await pool.close();
    expect((await waiting).code).toBe('extract.closed');
    expect((await rejection(pool.extract(page(2), URL_))).code).toBe('extract.closed');
    expect(pool.stats()).toEqual({ workers: 0, busy: 0, queued: 0 });
    await pool.close();
  });

  it('fails the running page on close', async () => {
    pool = createExtractPool();
    await pool.extract(page(1), URL_);
    const running = rejection(pool.extract(page(3_000), URL_));
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 0 });
    await pool.close();
    expect((await running).code).toBe('extract.closed');
  });
});
