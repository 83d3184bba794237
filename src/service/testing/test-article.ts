/** @module The one builder of a minimal article input for tests: English, neutral, untagged, a fresh link each call. */
import type { ArticleInput } from '../model/article';

let linkSeq = 0;

/** An article titled `title` on `overrides.source` (default www.wire.example) at a link no other call gives. */
export function testArticle(title: string, overrides: Partial<ArticleInput> = {}): ArticleInput {
  linkSeq += 1;
  const source = overrides.source ?? 'www.wire.example';
  return {
    link: `https://${source}/test-article/${process.pid}-${linkSeq}`,
    source,
    title,
    summary: null,
    content: null,
    publishDate: new Date(),
    language: 'en',
    sentiment: 'neutral',
    confidence: 0.5,
    images: [],
    countries: [],
    categories: [],
    companies: [],
    ...overrides,
  };
}
