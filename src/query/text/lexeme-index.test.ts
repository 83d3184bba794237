import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLexemeIndex, toTsvectorLiteral, type LexemeIndex, type Weight } from './lexeme-index';

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.waitReady;
});
afterAll(async () => {
  await db.close();
});

async function pgText(literal: string): Promise<string> {
  const result = await db.query<{ t: string }>('SELECT $1::tsvector::text AS t', [literal]);
  return result.rows[0]?.t ?? '';
}

const literalOf = (
  title: string,
  summary: string | null = null,
  content: string | null = null,
  lang = 'en',
) => toTsvectorLiteral(buildLexemeIndex({ title, summary, content }, lang));

const words = (n: number, word: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => word(i)).join(' ');

describe('buildLexemeIndex', () => {
  it.each<[string, string, string | null, string | null, string]>([
    [
      'title A from 1, summary B and content D after a gap of 100',
      'Rates rise',
      'Fed',
      'rates fall',
      "'fall':203 'fed':102B 'rate':1A,202 'rise':2A",
    ],
    ['missing fields take no positions', 'Rates', null, 'fall', "'fall':101 'rate':1A"],
    ['empty title: summary starts at 1', '', 'Fed', null, "'fed':1B"],
    ['repeated word keeps every position', 'rate rate rate', null, null, "'rate':1A,2A,3A"],
    ['nothing to index', '!!!', null, '', ''],
    ['stems in the article language', 'Banken', 'Märkte', null, "'bank':1A 'markt':101B"],
  ])('%s', (_name, title, summary, content, literal) => {
    const language = title === 'Banken' ? 'de' : 'en';
    expect(literalOf(title, summary, content, language)).toBe(literal);
  });

  it('clamps positions past 16383 to 16383, keeping the highest weight there', async () => {
    const title = `${words(16390, (i) => `w${i}`)} z`;
    const index = buildLexemeIndex({ title, summary: 'z q', content: 'q z' }, 'xx');
    expect([...(index.get('w16381') ?? [])]).toEqual([[16382, 'A']]);
    expect([...(index.get('w16389') ?? [])]).toEqual([[16383, 'A']]);
    expect([...(index.get('z') ?? [])]).toEqual([[16383, 'A']]);
    expect([...(index.get('q') ?? [])]).toEqual([[16383, 'B']]);
    const literal = toTsvectorLiteral(index);
    expect(await pgText(literal)).toBe(literal);
  });

  it('keeps the first 256 positions of a lexeme', () => {
    const index = buildLexemeIndex({ title: 'x', summary: null, content: words(300, () => 'rate') }, 'xx');
    const positions = [...(index.get('rate') ?? []).keys()];
    expect(positions).toHaveLength(256);
    expect(positions[0]).toBe(101);
    expect(positions[255]).toBe(356);
  });

  it('leaves out lexemes over 2046 bytes, which still take their position', () => {
    const index = buildLexemeIndex(
      { title: `a ${'é'.repeat(1024)} ${'y'.repeat(2046)} b`, summary: null, content: null },
      'xx',
    );
    expect([...index.keys()]).toEqual(['a', 'y'.repeat(2046), 'b']);
    expect([...(index.get('b') ?? []).keys()]).toEqual([4]);
  });

  it('drops the last-appearing lexemes when the tsvector would pass its 1 MiB limit', async () => {
    const content = words(600, (i) => `${String(i).padStart(4, '0')}${'k'.repeat(1996)}`);
    const index = buildLexemeIndex({ title: 'first', summary: null, content }, 'xx');
    expect(index.size).toBeGreaterThan(500);
    expect(index.size).toBeLessThan(601);
    expect(index.has('first')).toBe(true);
    const literal = toTsvectorLiteral(index);
    expect(await pgText(literal)).toBe(literal);
  });
});

describe('toTsvectorLiteral', () => {
  it('quotes lexemes so any character is literal to PostgreSQL', async () => {
    const strange = ["it's", 'a\\b', "\\'", 'x y', ':1', "a':1 'b", '&|!<>()*', '𝔘nicode', 'end\\'];
    const index: LexemeIndex = new Map(
      strange.map((lexeme, i) => [lexeme, new Map<number, Weight>([[i + 1, 'B']])]),
    );
    const literal = toTsvectorLiteral(index);
    expect(await pgText(literal)).toBe(literal);
    const lexemes = await db.query<{ l: string }>('SELECT unnest(tsvector_to_array($1::tsvector)) AS l', [
      literal,
    ]);
    expect(lexemes.rows.map((row) => row.l).sort()).toEqual([...strange].sort());
  });

  it('is read by PostgreSQL as exactly the index, for any text', async () => {
    const piece = fc.constantFrom(
      'Rate',
      'rates',
      'Bank',
      'Banken',
      'é',
      'ß',
      '日本',
      '𝔘',
      "'",
      '\\',
      ' ',
      '-',
      '  ',
      '"',
      'ǅ',
    );
    const text = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.option(text),
        fc.option(text),
        fc.constantFrom('en', 'de', 'xx'),
        async (t, s, c, lang) => {
          const literal = toTsvectorLiteral(buildLexemeIndex({ title: t, summary: s, content: c }, lang));
          expect(await pgText(literal)).toBe(literal);
        },
      ),
      { numRuns: 150 },
    );
  });
});
