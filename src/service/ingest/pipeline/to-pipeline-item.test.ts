import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RawArticle } from '../../enrich/enrich-article';
import type { Stated } from '../../model/stated';
import { parseImportLine, type ImportLine } from '../import/import-line';
import type { ParsedItem } from '../parse/feed-types';
import { toPipelineItem, toRawArticle, type PipelineItem, type SettledFields } from './to-pipeline-item';

const PUBLISHED = new Date('2026-11-24T08:00:00Z');

const parsedItem = (extra: Partial<ParsedItem> = {}): ParsedItem => ({
  link: 'https://www.wire.example/a?utm_source=rss',
  canonicalLink: 'https://www.wire.example/a',
  title: 'Stocks edge higher',
  summary: 'Bond yields eased.',
  content: 'Bond yields eased for a third day.',
  contentHtml: '<p>Bond yields eased for a third day.</p>',
  publishDate: PUBLISHED,
  updatedDate: new Date('2026-11-24T09:00:00Z'),
  images: ['https://img.example/a.jpg'],
  author: 'Jane Doe',
  language: null,
  guid: 'g-1',
  ...extra,
});

function importLine(json: Record<string, unknown>): ImportLine {
  const parsed = parseImportLine(JSON.stringify(json));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('toPipelineItem', () => {
  it('takes every field of a feed item, the source and the feed language when the item declares none', () => {
    const item = toPipelineItem({
      kind: 'feed',
      item: parsedItem(),
      source: 'www.wire.example',
      feedLanguage: 'en',
      contentWanted: true,
    });
    expect(item).toEqual({
      link: 'https://www.wire.example/a?utm_source=rss',
      source: 'www.wire.example',
      title: 'Stocks edge higher',
      summary: 'Bond yields eased.',
      content: 'Bond yields eased for a third day.',
      publishDate: PUBLISHED,
      images: ['https://img.example/a.jpg'],
      author: 'Jane Doe',
      firstSeenAt: null,
      updatedDate: new Date('2026-11-24T09:00:00Z'),
      guid: 'g-1',
      declaredLanguage: 'en',
      contentWanted: true,
    } satisfies PipelineItem);
  });

  it("keeps a feed item's own language over the feed's", () => {
    const item = toPipelineItem({
      kind: 'feed',
      item: parsedItem({ language: 'de' }),
      source: 'www.wire.example',
      feedLanguage: 'en',
      contentWanted: false,
    });
    expect(item.declaredLanguage).toBe('de');
  });

  it('takes every field of an import line, the byline and first sighting included', () => {
    const line = importLine({
      link: 'https://www.wire.example/b',
      title: 'Stocks slip',
      source: 'www.wire.example',
      summary: 'Yields rose.',
      content: 'Yields rose again.',
      author: '  Alex Writer ',
      publishDate: '2026-11-24T08:00:00Z',
      firstSeenAt: '2026-11-24T10:00:00Z',
      language: 'EN',
      images: ['https://img.example/b.jpg'],
    });
    expect(toPipelineItem({ kind: 'import', line })).toEqual({
      link: 'https://www.wire.example/b',
      source: 'www.wire.example',
      title: 'Stocks slip',
      summary: 'Yields rose.',
      content: 'Yields rose again.',
      publishDate: PUBLISHED,
      images: ['https://img.example/b.jpg'],
      author: 'Alex Writer',
      firstSeenAt: new Date('2026-11-24T10:00:00Z'),
      updatedDate: null,
      guid: null,
      declaredLanguage: 'en',
      contentWanted: false,
    } satisfies PipelineItem);
  });

  it('takes a generated article as it is, its language as declared, with neither byline nor first sighting', () => {
    const article = {
      link: 'https://www.wire.example/d',
      source: 'www.wire.example',
      title: 'Stocks climb',
      summary: 'Yields fell.',
      content: null,
      publishDate: PUBLISHED,
      images: [],
    };
    expect(toPipelineItem({ kind: 'generated', article, language: 'fr' })).toEqual({
      ...article,
      author: null,
      firstSeenAt: null,
      updatedDate: null,
      guid: null,
      declaredLanguage: 'fr',
      contentWanted: false,
    } satisfies PipelineItem);
  });

  it('states every field of an import line that names only what it must, null where it gave nothing', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            summary: fc.option(fc.string()),
            content: fc.option(fc.string()),
            author: fc.option(fc.string()),
            publishDate: fc.option(fc.constant('2026-11-24')),
            firstSeenAt: fc.constant('2026-11-24T10:00:00Z'),
            language: fc.option(fc.constantFrom('en', 'de', 'ja')),
          },
          { requiredKeys: [] },
        ),
        (optional) => {
          const line = importLine({
            link: 'https://www.wire.example/c',
            title: 'Stocks hold',
            source: 'www.wire.example',
            ...optional,
          });
          const item = toPipelineItem({ kind: 'import', line });
          for (const [field, value] of Object.entries(item)) expect(value, field).not.toBeUndefined();
          expect(item.author).toBe(optional.author?.trim() || null);
          expect(item.firstSeenAt).toEqual(optional.firstSeenAt ? new Date(optional.firstSeenAt) : null);
        },
      ),
    );
  });
});

const SETTLED: SettledFields = {
  link: 'https://www.wire.example/a',
  source: 'www.wire.example',
  title: 'Stocks edge higher',
  summary: null,
  content: null,
  publishDate: PUBLISHED,
  images: [],
};

describe('toRawArticle', () => {
  it('takes what the pipeline settled and trims the byline to null when blank', () => {
    const settled = SETTLED;
    const item = toPipelineItem({
      kind: 'feed',
      item: parsedItem({ author: '   ' }),
      source: 'www.wire.example',
      feedLanguage: null,
      contentWanted: false,
    });
    expect(toRawArticle(item, settled)).toEqual({
      ...settled,
      author: null,
      firstSeenAt: null,
      declaredLanguage: null,
    });
    expect(toRawArticle({ ...item, author: ' Jane Doe ' }, settled).author).toBe('Jane Doe');
  });
});

describe('the item types state every field (checked by tsc)', () => {
  it('refuses a pipeline item or a raw article that leaves a field out', () => {
    // @ts-expect-error a pipeline item without `author` does not compile
    const item: PipelineItem = {
      ...SETTLED,
      firstSeenAt: null,
      updatedDate: null,
      guid: null,
      declaredLanguage: null,
      contentWanted: false,
    };
    // @ts-expect-error a raw article without `firstSeenAt` does not compile
    const raw: Stated<RawArticle> = { ...SETTLED, author: null, declaredLanguage: null };
    expect([item.link, raw.link]).toEqual(['https://www.wire.example/a', 'https://www.wire.example/a']);
  });
});
