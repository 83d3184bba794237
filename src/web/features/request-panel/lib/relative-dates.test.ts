/** @module Rolling ranges of any length and unit stay relative in curl, fetch and Python, and paste back. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { rangeMs, searchBody } from '../../../lib/effective-request';
import { toExplorerState, type RelativeRange } from '../../../lib/explorer-state';
import { frozenRange, renderCopy } from './copy-as';
import { rangeWords } from '../../../lib/range-words';
import { insertRelative, markRelative, rangeOfMarker, relativeMarker } from './relative-dates';
import { restoreFromPaste } from './paste-restore';

const RANGES: RelativeRange[] = ['1m', '45m', '1h', '36h', '1d', '17d', '365d'];
const NOW = new Date('2026-11-26T10:30:00.000Z');

/** What the page would send for `range` at the current minute. */
const expectedFrom = (range: RelativeRange) =>
  new Date(Math.floor(Date.now() / 60_000) * 60_000 - rangeMs(range)).toISOString();
const marked = (range: RelativeRange) => `{"from": ${JSON.stringify(relativeMarker(range))}}`;

describe('relative-dates', () => {
  it.each([
    ['1m', 'the last minute', '1 minute ago', '1M', 'minutes=1'],
    ['45m', 'the last 45 minutes', '45 minutes ago', '45M', 'minutes=45'],
    ['1h', 'the last hour', '1 hour ago', '1H', 'hours=1'],
    ['36h', 'the last 36 hours', '36 hours ago', '36H', 'hours=36'],
    ['17d', 'the last 17 days', '17 days ago', '17d', 'days=17'],
  ] as const)(
    '%s reads "%s", `date -d %s` or `date -v-%s`, timedelta(%s)',
    (range, words, gnu, bsd, delta) => {
      expect(rangeWords(range)).toBe(words);
      expect(insertRelative(marked(range), 'curl', range)).toContain(`date -u -d '${gnu}'`);
      expect(insertRelative(marked(range), 'curl', range)).toContain(`|| date -u -v-${bsd} +`);
      expect(insertRelative(marked(range), 'python', range)).toContain(`timedelta(${delta})`);
    },
  );

  it('where date has no -d (BSD date, macOS), the shell falls back to -v', () => {
    const text = insertRelative(marked('17d'), 'curl', '17d');
    const command = /\$\((date .+)\)"'"/.exec(text)?.[1] ?? '';
    // A date that refuses GNU's -d, as BSD's does, and prints the arguments it was given otherwise.
    const bsd =
      'date() { case "$*" in *" -d "*) echo "date: illegal option -- d" >&2; return 1;; esac; echo "$*"; }';
    const out = execFileSync('sh', ['-c', `${bsd}\n${command}`], { encoding: 'utf8' }).trim();
    expect(out).toBe('-u -v-17d +%Y-%m-%dT%H:%M:00Z');
  });

  it.each(RANGES)('%s computed by the JavaScript expression is the page’s from', (range) => {
    const expression = /"from": (.+)}$/.exec(insertRelative(marked(range), 'typescript', range))?.[1] ?? '';
    const from = new Function(`return ${expression};`)() as string;
    // The minute may turn between the two evaluations.
    expect(Math.abs(Date.parse(from) - Date.parse(expectedFrom(range)))).toBeLessThanOrEqual(60_000);
  });

  it.each(RANGES)('%s computed by GNU date in the shell is the page’s from', (range) => {
    const text = insertRelative(marked(range), 'curl', range);
    const command = /\$\((date .+)\)"'"/.exec(text)?.[1] ?? '';
    const from = execFileSync('sh', ['-c', command], { encoding: 'utf8' }).trim();
    expect(from).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
    expect(Math.abs(Date.parse(from) - Date.parse(expectedFrom(range)))).toBeLessThanOrEqual(60_000);
  });

  it.each(RANGES)('%s turns back into its marker from every target', (range) => {
    for (const target of ['curl', 'typescript', 'python'] as const) {
      expect(markRelative(insertRelative(marked(range), target, range))).toBe(marked(range));
    }
    expect(rangeOfMarker(relativeMarker(range))).toBe(range);
  });

  it('leaves other text alone and rejects markers that are not rolling ranges', () => {
    expect(markRelative('{"from": "2026-11-01T00:00:00.000Z"}')).toBe('{"from": "2026-11-01T00:00:00.000Z"}');
    expect(rangeOfMarker('@relative:0d')).toBeUndefined();
    expect(rangeOfMarker('@relative:7w')).toBeUndefined();
    expect(rangeOfMarker('2026-11-01T00:00:00.000Z')).toBeUndefined();
  });
});

describe('copy as with a rolling range', () => {
  it.each(RANGES)(
    '%s stays relative in curl, fetch and Python, pastes back, and is frozen only in JSON/MCP',
    (range) => {
      const state = toExplorerState({ query: 'stock', range });
      const body = searchBody(state, NOW);
      for (const format of ['curl', 'typescript', 'python'] as const) {
        const text = renderCopy(format, body, { range });
        expect(text).not.toContain(body.from);
        expect(frozenRange(format, body, { range })).toBeNull();
        const restored = restoreFromPaste(text);
        expect(restored.ok && restored.state).toEqual(state);
      }
      for (const format of ['json', 'mcp'] as const) {
        expect(renderCopy(format, body, { range })).toContain(body.from);
        expect(frozenRange(format, body, { range })).toBe(
          `The range “${rangeWords(range)}” was frozen to from = ${body.from}: this target cannot compute dates`,
        );
      }
    },
  );

  it('an absolute range stays absolute in every target and pastes back as dates', () => {
    const state = toExplorerState({
      query: 'stock',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-18T00:00:00.000Z',
    });
    const body = searchBody(state, NOW);
    for (const format of ['curl', 'typescript', 'python'] as const) {
      const text = renderCopy(format, body, { range: '' });
      expect(text).toContain('2026-11-01T00:00:00.000Z');
      expect(text).not.toMatch(/date -u|Date\.now|timedelta/);
      const restored = restoreFromPaste(text);
      expect(restored.ok && restored.state).toEqual(state);
    }
    expect(frozenRange('json', body, { range: '' })).toBeNull();
  });
});
