import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandLine } from './results-file';

describe('commandLine', () => {
  it('names the npm script and its arguments when npm started the run', () => {
    expect(commandLine(['node', '/repo/bench/search.ts', '--articles', '1000000'], 'bench:search')).toBe(
      'npm run bench:search -- --articles 1000000',
    );
    expect(commandLine(['node', '/repo/bench/eval-sentiment.ts'], 'eval:sentiment')).toBe(
      'npm run eval:sentiment',
    );
  });

  it('names the file through tsx when no npm script started it, or npx did', () => {
    expect(commandLine(['node', `${process.cwd()}/bench/web.ts`], null)).toBe('npx tsx bench/web.ts');
  });

  it('names the file through tsx when no npm script started it', () => {
    const command = commandLine(['node', `${process.cwd()}/bench/ingest.ts`, '--enrich-only'], 'npx');
    expect(command).toBe('npx tsx bench/ingest.ts --enrich-only');
  });

  it('hides the password of a connection URL and quotes what a shell would split', () => {
    const command = commandLine(
      [
        'node',
        'bench/export.ts',
        '--database-url',
        'postgres://app:s3cret@db:5432/news',
        '--query',
        "ticker:AAPL it's",
      ],
      'bench:export',
    );
    expect(command).toBe(
      `npm run bench:export -- --database-url 'postgres://app:***@db:5432/news' --query 'ticker:AAPL it'\\''s'`,
    );
    expect(command).not.toContain('s3cret');
  });
});

describe('bench/RESULTS.md', () => {
  it('names the command of every entry (summaries and the history aside)', () => {
    const text = readFileSync(new URL('./RESULTS.md', import.meta.url), 'utf8');
    const entries = text.split(/^(?=## )/m).filter((part) => part.startsWith('## '));
    const summaries = /^## (Current summary|Earlier summary|History)\b/;
    const withoutCommand = entries
      .filter((entry) => !summaries.test(entry))
      .filter((entry) => !/^Commands?( \([^)]*\))?:/m.test(entry))
      .map((entry) => entry.split('\n')[0]);
    expect(withoutCommand).toEqual([]);
    expect(entries[0]).toMatch(/^## Current summary/);
  });
});
