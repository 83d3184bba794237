/** @module The compare chart's shaping: per-company series on one filled axis, lines in the order chosen. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CompanySentimentBucket, CompanySentimentSeries } from '../../../../contract';
import { compareLines, compareSeries } from './compare-series';

const DAY = 86_400_000;
const ORIGIN = Date.parse('2026-10-01T00:00:00.000Z');
const iso = (day: number) => new Date(ORIGIN + day * DAY).toISOString();

function cell(day: number, positive: number, negative: number, score: number | null): CompanySentimentBucket {
  return { bucket: iso(day), count: positive + negative + 1, positive, neutral: 1, negative, score };
}

function series(
  companyId: number,
  ticker: string,
  timeline: CompanySentimentBucket[],
): CompanySentimentSeries {
  return {
    companyId,
    ticker,
    name: `${ticker} Inc.`,
    count: timeline.reduce((n, b) => n + b.count, 0),
    timeline,
  };
}

describe('compareLines', () => {
  it('orders the lines as the companies were chosen, whatever order the service answered in', () => {
    const answer = [series(2, 'MSFT', []), series(1, 'AAPL', [])];
    const { lines, missing } = compareLines(answer, ['aapl', 'MSFT']);
    expect(lines.map((l) => [l.ticker, l.slot])).toEqual([
      ['AAPL', 0],
      ['MSFT', 1],
    ]);
    expect(missing).toEqual([]);
  });

  it('names a chosen company no series answered for, and keeps the others in their slots', () => {
    const { lines, missing } = compareLines([series(3, 'NVDA', [])], ['AAPL', 'NVDA']);
    expect(lines.map((l) => [l.ticker, l.slot])).toEqual([['NVDA', 1]]);
    expect(missing).toEqual(['AAPL']);
  });

  it('a company asked for by another listing takes a free slot, and nothing is called missing', () => {
    // APC is Apple on Xetra: the service answers with the company's own ticker.
    const { lines, missing } = compareLines([series(1, 'AAPL', []), series(2, 'MSFT', [])], ['APC', 'MSFT']);
    expect(lines.map((l) => [l.ticker, l.slot])).toEqual([
      ['AAPL', 0],
      ['MSFT', 1],
    ]);
    expect(missing).toEqual([]);
  });
});

describe('compareSeries', () => {
  it('lays each series on one filled day axis, null where a company was not judged', () => {
    const data = compareSeries(
      {
        interval: 'day',
        companies: [series(1, 'AAPL', [cell(1, 2, 0, 0.5)]), series(2, 'MSFT', [cell(3, 0, 1, -0.25)])],
      },
      ['MSFT', 'AAPL'],
      { from: ORIGIN, to: ORIGIN + 4 * DAY },
    );
    expect(data.lines.map((l) => l.ticker)).toEqual(['MSFT', 'AAPL']);
    expect(data.buckets.map((b) => b.start)).toEqual([0, 1, 2, 3, 4].map((d) => ORIGIN + d * DAY));
    expect(data.buckets.map((b) => b.cells.map((c) => c?.score ?? null))).toEqual([
      [null, null],
      [null, 0.5],
      [null, null],
      [-0.25, null],
      [null, null],
    ]);
    expect(data.buckets[3]?.cells[0]).toEqual({
      count: 2,
      positive: 0,
      neutral: 1,
      negative: 1,
      score: -0.25,
    });
  });

  it('draws nothing when no series has a bucket and the range is open', () => {
    expect(compareSeries({ interval: 'day', companies: [] }, ['AAPL'], {})).toEqual({
      lines: [],
      buckets: [],
      missing: ['AAPL'],
    });
  });

  const TICKERS: readonly string[] = ['AAPL', 'MSFT', 'NVDA', 'SAP', 'TSLA'];
  const arbCell = fc.record({
    day: fc.integer({ min: 0, max: 60 }),
    positive: fc.nat(9),
    negative: fc.nat(9),
    score: fc.option(fc.double({ min: -1, max: 1, noNaN: true }), { nil: null }),
  });
  const arbAnswer = fc.subarray([...TICKERS], { minLength: 0, maxLength: 5 }).chain((tickers) =>
    fc.tuple(
      fc.constant(tickers),
      fc.array(fc.uniqueArray(arbCell, { selector: (c) => c.day, maxLength: 12 }), {
        minLength: tickers.length,
        maxLength: tickers.length,
      }),
      fc.shuffledSubarray([...TICKERS], { minLength: 1, maxLength: 5 }),
      fc.option(fc.integer({ min: 0, max: 70 }), { nil: undefined }),
    ),
  );

  it('keeps every judged bucket exactly once, under its own company, on a gapless ascending axis', () => {
    fc.assert(
      fc.property(arbAnswer, ([tickers, cells, chosen, span]) => {
        const companies = tickers.map((t, i) =>
          series(
            i + 1,
            t,
            (cells[i] ?? [])
              .map((c) => cell(c.day, c.positive, c.negative, c.score))
              .sort((a, b) => a.bucket.localeCompare(b.bucket)),
          ),
        );
        const bounds = span === undefined ? {} : { from: ORIGIN, to: ORIGIN + span * DAY };
        const data = compareSeries({ interval: 'day', companies }, chosen, bounds);

        // One line per series, slots distinct, chosen companies in their chosen places.
        expect(data.lines).toHaveLength(companies.length);
        expect(new Set(data.lines.map((l) => l.slot)).size).toBe(data.lines.length);
        for (const line of data.lines) {
          const at = chosen.indexOf(line.ticker);
          if (at >= 0) expect(line.slot).toBe(at);
        }
        expect([...data.lines].sort((a, b) => a.slot - b.slot)).toEqual(data.lines);

        // The axis: ascending, each bucket ending where the next starts.
        data.buckets.forEach((b, i) => {
          expect(b.end - b.start).toBe(DAY);
          const next = data.buckets[i + 1];
          if (next) expect(next.start).toBe(b.end);
          expect(b.cells).toHaveLength(data.lines.length);
        });

        // Every series bucket is drawn once, in its own line's cell, with its figures; nothing else is.
        data.lines.forEach((line, i) => {
          const source = companies.find((c) => c.companyId === line.companyId);
          const drawn = data.buckets.flatMap((b) => {
            const c = b.cells[i];
            return c ? [{ bucket: new Date(b.start).toISOString(), ...c }] : [];
          });
          expect(drawn).toEqual(source?.timeline);
        });

        // Missing: only chosen tickers without a series, and none when a series went unrecognised.
        for (const t of data.missing) expect(tickers).not.toContain(t);
        if (tickers.some((t) => !chosen.includes(t))) expect(data.missing).toEqual([]);
        else expect(data.missing).toEqual(chosen.filter((t) => !tickers.includes(t)));
      }),
    );
  });
});
