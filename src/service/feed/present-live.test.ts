import { describe, expect, it } from 'vitest';
import { ArticleV2, RawLiveArticle } from '../../contract';
import type { ArticleRecord } from '../model/article';
import { APPLE } from '../testing/fixture-articles';
import { toLiveArticle } from './present-live';

const ARTICLE: ArticleRecord = {
  id: 41,
  link: 'https://www.wire.example/apple-results',
  source: 'www.wire.example',
  title: 'Apple beats estimates',
  summary: 'Quarterly revenue rose 8%.',
  content: 'Apple said on Thursday that revenue rose 8%.',
  publishDate: new Date('2026-11-20T14:30:00.000Z'),
  language: 'en',
  sentiment: 'positive',
  confidence: 0.91234,
  images: ['https://www.wire.example/a.jpg'],
  countries: ['US'],
  categories: ['business', 'technology'],
  companies: [APPLE],
  createdAt: new Date('2026-11-20T14:31:05.123Z'),
  firstSeenAt: new Date('2026-11-20T14:31:05.123Z'),
  revisedDate: new Date('2026-11-20T15:00:00.000Z'),
  author: null,
};

const PLAIN = { includeUpdates: false, includeCompanies: false, includeContent: false, optIn: [] };

describe('toLiveArticle', () => {
  it('sends the v2 article on the enhanced stream, with the fields of a search result and no extras', () => {
    const article = toLiveArticle('enhanced', ARTICLE, PLAIN, 'created');
    expect(ArticleV2.strict().parse(article)).toEqual({
      link: ARTICLE.link,
      source: 'www.wire.example',
      title: 'Apple beats estimates',
      summary: 'Quarterly revenue rose 8%.',
      publishDate: '2026-11-20T14:30:00.000Z',
      language: 'en',
      sentiment: 'positive',
      confidence: '0.9123',
      images: ['https://www.wire.example/a.jpg'],
      countries: ['US'],
      categories: ['business', 'technology'],
    });
  });

  it('adds companies and content only when the delivery includes them', () => {
    const article = toLiveArticle(
      'enhanced',
      ARTICLE,
      { ...PLAIN, includeCompanies: true, includeContent: true },
      'created',
    );
    expect(article).toMatchObject({ companies: [APPLE], content: ARTICLE.content });
  });

  it('marks re-deliveries with includeUpdates: isUpdate and revisedDate on both streams', () => {
    const updates = { ...PLAIN, includeUpdates: true };
    expect(toLiveArticle('enhanced', ARTICLE, updates, 'revised')).toMatchObject({
      isUpdate: true,
      revisedDate: '2026-11-20T15:00:00.000Z',
    });
    const fresh = { ...ARTICLE, revisedDate: null };
    expect(toLiveArticle('raw', fresh, updates, 'created')).toMatchObject({
      isUpdate: false,
      revisedDate: null,
    });
  });

  it('sends the raw article on the raw stream: createdAt, no sentiment, companies or content', () => {
    const article = toLiveArticle('raw', ARTICLE, { ...PLAIN, includeCompanies: true }, 'created');
    expect(RawLiveArticle.strict().parse(article)).toEqual({
      link: ARTICLE.link,
      source: 'www.wire.example',
      title: 'Apple beats estimates',
      summary: 'Quarterly revenue rose 8%.',
      publishDate: '2026-11-20T14:30:00.000Z',
      createdAt: '2026-11-20T14:31:05.123Z',
      language: 'en',
      images: ['https://www.wire.example/a.jpg'],
      countries: ['US'],
      categories: ['business', 'technology'],
    });
  });
});
