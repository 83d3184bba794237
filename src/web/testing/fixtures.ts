/** @module Contract-valid sample bodies for web tests. */
import type { ArticleV2, SourceV2 } from '../../contract';

export function article(i: number, extra: Partial<ArticleV2> = {}): ArticleV2 {
  return {
    link: `https://www.wire.example/a/${i}`,
    source: 'www.wire.example',
    title: `Story ${i}`,
    summary: `Summary ${i}`,
    publishDate: new Date(Date.UTC(2025, 10, 9, 12 - i)).toISOString(),
    language: 'en',
    sentiment: 'positive',
    confidence: '0.91',
    images: [],
    countries: ['US'],
    categories: ['markets'],
    ...extra,
  };
}

export const SOURCES: SourceV2[] = [
  { domain: 'www.wire.example', isDefaultSource: true, originCountry: 'GB', languages: ['en'] },
  { domain: 'research.notes.example', isDefaultSource: false, originCountry: 'US', languages: ['en'] },
];

export const page = (articles: ArticleV2[], p = 1, size = 20) => ({
  status: 'ok',
  page: p,
  pageSize: size,
  articles,
});
