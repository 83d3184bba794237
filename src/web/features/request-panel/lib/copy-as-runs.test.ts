/**
 * @module The curl, fetch and Python snippets run as pasted: the proxied API's URL, the key from NEWS_API_KEY
 * with a line on where it is, a relative range computed by the snippet itself (run here by sh, python3 and
 * JavaScript), and the same state when pasted back. JSON and MCP say their range was frozen.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiInfo } from '../../../../contract';
import { resolveRange, searchBody } from '../../../lib/effective-request';
import { RANGE_PRESETS, toExplorerState } from '../../../lib/explorer-state';
import { frozenRange, keyInstruction, renderCopy, type CopyContext } from './copy-as';
import { restoreFromPaste } from './paste-restore';

const API: ApiInfo = { apiBaseUrl: 'http://127.0.0.1:18180', keyFile: 'test-results/e2e-data/local-api-key' };
const state = toExplorerState({
  query: 'nvidia OR "rate cut"',
  range: '30d',
  tickers: ['NVDA'],
  pageSize: 10,
});
const now = new Date();
const body = searchBody(state, now);
const context: CopyContext = { api: API, range: '30d' };

/** sh runs the snippet with `curl` replaced by a function printing its arguments, one per line. */
function curlArguments(snippet: string): string[] {
  const fake = 'curl() { for a in "$@"; do printf "%s\\n--\\n" "$a"; done; }';
  const out = execFileSync('sh', ['-c', `${fake}\n${snippet}`], {
    encoding: 'utf8',
    env: { ...process.env, NEWS_API_KEY: 'nr_from_env' },
  });
  return out.split('\n--\n').slice(0, -1);
}

/** Within the minute the page floors to (the snippet may run a minute later). */
function expectCloseTo(actual: string, expected: string | undefined): void {
  expect(Math.abs(Date.parse(actual) - Date.parse(expected ?? ''))).toBeLessThanOrEqual(60_000);
}

const hasPython = (() => {
  try {
    execFileSync('python3', ['--version']);
    return true;
  } catch {
    return false;
  }
})();
// The line .ci/summarize.mjs collects (src/service/testing/skips.ts, which web code may not import).
if (!hasPython) console.warn('SKIPPED: the Python snippet run: no python3 on PATH');

describe('curl', () => {
  const snippet = renderCopy('curl', body, context);

  it('names the API, reads the key from $NEWS_API_KEY, and its key line runs as pasted', () => {
    expect(snippet.split('\n')[0]).toBe(`export NEWS_API_KEY="\${NEWS_API_KEY:-$(cat ${API.keyFile})}"`);
    const args = curlArguments(snippet);
    expect(args).toContain('http://127.0.0.1:18180/v2/articles');
    expect(args).toContain('X-API-KEY: nr_from_env');
  });

  it('without NEWS_API_KEY in the environment, the pasted key line reads the key file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'copy-as-'));
    const keyFile = join(dir, 'local-api-key');
    writeFileSync(keyFile, 'nr_from_file\n');
    const { NEWS_API_KEY: _set, ...env } = process.env;
    const fake = 'curl() { for a in "$@"; do printf "%s\\n--\\n" "$a"; done; }';
    const out = execFileSync(
      'sh',
      ['-c', `${fake}\n${renderCopy('curl', body, { api: { ...API, keyFile } })}`],
      {
        encoding: 'utf8',
        env,
      },
    );
    expect(out.split('\n--\n')).toContain('X-API-KEY: nr_from_file');
  });

  it('computes the relative range in the shell, as the page does', () => {
    const args = curlArguments(snippet);
    const sent = JSON.parse(args[args.indexOf('-d') + 1] ?? '') as Record<string, unknown>;
    expect(snippet).toContain("date -u -d '30 days ago'");
    expect(snippet).toContain('|| date -u -v-30d');
    const { from, ...rest } = sent;
    expectCloseTo(String(from), body.from);
    expect(String(from)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
    const { from: _pageFrom, ...pageRest } = body;
    expect(rest).toEqual(pageRest);
  });

  it('quotes a single quote in the query for the shell', () => {
    const quoted = searchBody(toExplorerState({ query: `"Elon's plan"` }), now);
    const args = curlArguments(renderCopy('curl', quoted, { api: API }));
    expect(JSON.parse(args[args.indexOf('-d') + 1] ?? '')).toMatchObject({ query: `"Elon's plan"` });
  });
});

describe('TypeScript fetch', () => {
  const snippet = renderCopy('typescript', body, context);

  it('names the API and reads process.env.NEWS_API_KEY', () => {
    expect(snippet).toContain("fetch('http://127.0.0.1:18180/v2/articles'");
    expect(snippet).toContain('process.env.NEWS_API_KEY');
    expect(snippet.split('\n')[0]).toBe(`// export NEWS_API_KEY="$(cat ${API.keyFile})"`);
  });

  it('computes the relative range in JavaScript', () => {
    const expression = /"from": (.+),\n/.exec(snippet)?.[1] ?? '';
    expect(expression).toMatch(/^new Date\(/);
    const from = new Function(`return ${expression};`)() as string;
    expectCloseTo(from, body.from);
  });
});

describe('Python requests', () => {
  const snippet = renderCopy('python', body, context);

  it('names the API and reads os.environ["NEWS_API_KEY"]', () => {
    expect(snippet).toContain('"http://127.0.0.1:18180/v2/articles",');
    expect(snippet).toContain('os.environ["NEWS_API_KEY"]');
    expect(snippet).toContain('from datetime import datetime, timedelta, timezone');
  });

  it.runIf(hasPython)('builds the same body, with the relative range computed by Python', () => {
    // The snippet up to its request, then the json= argument printed instead of sent.
    const dict = snippet.slice(snippet.indexOf('json=') + 5, snippet.lastIndexOf(','));
    const program = [
      'import json',
      'from datetime import datetime, timedelta, timezone',
      `print(json.dumps(${dict}))`,
    ].join('\n');
    const sent = JSON.parse(execFileSync('python3', ['-c', program], { encoding: 'utf8' })) as {
      from: string;
    };
    expectCloseTo(sent.from, body.from);
    expect({ ...sent, from: body.from }).toEqual(body);
  });
});

describe('targets that cannot compute dates', () => {
  it.each(['json', 'mcp'] as const)('%s carries the fixed from and says the range was frozen', (format) => {
    expect(renderCopy(format, body, context)).toContain(body.from);
    expect(frozenRange(format, body, context)).toBe(
      `The range “the last 30 days” was frozen to from = ${body.from}: this target cannot compute dates`,
    );
  });

  it('nothing is frozen without a relative range, or where the range stays relative', () => {
    expect(frozenRange('json', body, { api: API })).toBeNull();
    expect(frozenRange('curl', body, context)).toBeNull();
    expect(frozenRange('websocket', body, context)).toBeNull();
  });
});

describe('paste back', () => {
  it.each(['curl', 'typescript', 'python'] as const)(
    '%s with a relative range restores the preset',
    (format) => {
      for (const range of RANGE_PRESETS) {
        const ranged = toExplorerState({ ...state, range });
        const text = renderCopy(format, searchBody(ranged, now), { api: API, range });
        const restored = restoreFromPaste(text);
        expect(restored.ok && restored.state).toEqual(ranged);
      }
    },
  );

  it('an absolute range stays absolute', () => {
    const fixed = toExplorerState({ query: 'x', from: '2025-11-01T00:00:00.000Z' });
    const restored = restoreFromPaste(renderCopy('curl', searchBody(fixed, now), { api: API }));
    expect(restored.ok && restored.state).toEqual(fixed);
    expect(resolveRange(fixed, now)).toEqual({ from: '2025-11-01T00:00:00.000Z' });
  });
});

describe('without /api-info', () => {
  it('falls back to $NEWS_API_BASE_URL and a key note without a file', () => {
    const text = renderCopy('curl', body, { range: '30d' });
    expect(text).toContain('"$NEWS_API_BASE_URL/v2/articles"');
    expect(keyInstruction(undefined)).toMatch(/^NEWS_API_KEY: /);
    expect(keyInstruction({ ...API, keyFile: null })).toBe(
      'NEWS_API_KEY: the key the dashboard server was started with (its NEWS_API_KEY)',
    );
  });
});
