import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyCounts } from './import-articles';
import { ImportStoppedError, MAX_IMPORT_BATCH, parseBatchSize, readLines, runImport } from './import-jsonl';
import type { ImportLine } from './import-line';

const dir = mkdtempSync(path.join(os.tmpdir(), 'import-jsonl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const good = (slug: string) =>
  JSON.stringify({
    link: `https://www.example.com/${slug}`,
    title: `Title ${slug}`,
    source: 'www.example.com',
  });

/** Runs an import of `text` (as a file, read as the CLI reads it) into a sink that only records. */
async function importText(text: string) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.jsonl`);
  writeFileSync(file, text);
  const received: ImportLine[] = [];
  const report = await runImport(readLines(file), {
    sink: async (batch) => {
      received.push(...batch);
      return { ...emptyCounts(), created: batch.length };
    },
  });
  return { report, received };
}

describe('runImport over a file', () => {
  it('should accept a UTF-8 byte-order mark before the first line', async () => {
    const { report, received } = await importText(`\uFEFF${good('a')}\n${good('b')}\n`);
    expect(report.bad).toEqual([]);
    expect(received.map((l) => l.link)).toEqual(['https://www.example.com/a', 'https://www.example.com/b']);
  });

  it('should number lines of a CRLF file with blank lines as an editor does', async () => {
    const { report } = await importText(`${good('a')}\r\n\r\n{"broken"\r\n  \r\n${good('b')}\r\nnull\r\n`);
    expect(report.bad.map((b) => b.line)).toEqual([3, 6]);
    expect(report.counts.created).toBe(2);
  });
});

describe('parseBatchSize', () => {
  it.each(['1', '100', String(MAX_IMPORT_BATCH)])('should accept %j', (text) => {
    expect(parseBatchSize(text)).toBe(Number(text));
  });

  // 1500 used to reach the running service, which refused the whole import (400); 0 and "abc" were
  // silently read as 100.
  it.each(['0', '-5', '1500', 'abc', '2.5', ''])('should refuse %j with the allowed range', (text) => {
    expect(() => parseBatchSize(text)).toThrow(`from 1 to ${MAX_IMPORT_BATCH}`);
  });
});

describe('runImport batches by size', () => {
  async function* linesOf(...lines: string[]): AsyncIterable<string> {
    yield* lines;
  }
  const sized = (slug: string, bytes: number) => {
    const line = good(slug);
    return `${line.slice(0, -1)},"content":"${'x'.repeat(bytes - line.length - 13)}"}`;
  };

  it('should start a new batch before the lines in one would pass the byte budget', async () => {
    const batches: number[][] = [];
    const lines = ['a', 'b', 'c', 'd', 'e'].map((slug) => sized(slug, 400));
    expect(lines.every((l) => l.length === 400)).toBe(true);
    const report = await runImport(linesOf(...lines), {
      maxBatchBytes: 1_000,
      sink: async (batch) => {
        batches.push(batch.map((l) => l.content?.length ?? 0));
        return { ...emptyCounts(), created: batch.length };
      },
    });
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(report.counts.created).toBe(5);
    expect(report.bad).toEqual([]);
  });

  it('should report a line longer than the budget as a bad line and keep the others', async () => {
    const seen: string[] = [];
    const report = await runImport(linesOf(good('a'), sized('huge', 3 * 1024 * 1024), good('b')), {
      maxBatchBytes: 1024 * 1024,
      sink: async (batch) => {
        seen.push(...batch.map((l) => l.link));
        return { ...emptyCounts(), created: batch.length };
      },
    });
    expect(seen).toEqual(['https://www.example.com/a', 'https://www.example.com/b']);
    expect(report.bad).toEqual([{ line: 2, error: 'line is too long (3.0 MiB; at most 1.0 MiB)' }]);
  });
});

describe('runImport when the sink fails', () => {
  it('should say from which line on nothing was imported, and what was before it', async () => {
    async function* lines(): AsyncIterable<string> {
      yield* [good('a'), good('b'), '{"bad"', good('c'), good('d'), good('e')];
    }
    let calls = 0;
    const error = await runImport(lines(), {
      batchSize: 2,
      sink: async (batch) => {
        calls += 1;
        if (calls === 2) {
          throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:38080') });
        }
        return { ...emptyCounts(), created: batch.length };
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportStoppedError);
    const stopped = error as ImportStoppedError;
    expect(stopped.fromLine).toBe(4);
    expect(stopped.message).toBe(
      'import stopped at line 4: fetch failed (connect ECONNREFUSED 127.0.0.1:38080)',
    );
    expect(stopped.report.counts.created).toBe(2);
    expect(stopped.report.bad).toEqual([{ line: 3, error: 'not valid JSON' }]);
  });
});

describe('runImport with two batches in flight', () => {
  async function* linesOf(slugs: string[]): AsyncIterable<string> {
    for (const slug of slugs) yield good(slug);
  }

  it('should send the next batch before the last one is done, and count each once, in order', async () => {
    const started: string[] = [];
    const finish: (() => void)[] = [];
    const progress: number[] = [];
    const running = runImport(linesOf(['a', 'b', 'c', 'd', 'e']), {
      batchSize: 2,
      inFlight: 2,
      onProgress: (n) => progress.push(n),
      sink: (batch) => {
        started.push(batch.map((l) => l.link.slice(-1)).join(''));
        return new Promise((resolve) =>
          finish.push(() => resolve({ ...emptyCounts(), created: batch.length })),
        );
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Two batches are out and neither is done.
    expect(started).toEqual(['ab', 'cd']);
    while (finish.length > 0) {
      finish.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const report = await running;
    expect(started).toEqual(['ab', 'cd', 'e']);
    expect(report.counts.created).toBe(5);
    expect(progress.slice(0, 3)).toEqual([2, 4, 5]);
  });

  it('should stop at the first batch that fails, reporting only the batches before it', async () => {
    let calls = 0;
    const error = await runImport(linesOf(['a', 'b', 'c', 'd', 'e', 'f']), {
      batchSize: 2,
      inFlight: 2,
      sink: async (batch) => {
        calls += 1;
        if (calls === 2) throw new Error('store refused');
        return { ...emptyCounts(), created: batch.length };
      },
    }).then(
      () => null,
      (e: unknown) => e,
    );
    if (!(error instanceof ImportStoppedError))
      throw new Error(`expected ImportStoppedError, got ${String(error)}`);
    expect(error.fromLine).toBe(3);
    expect(error.report.counts.created).toBe(2);
  });
});
