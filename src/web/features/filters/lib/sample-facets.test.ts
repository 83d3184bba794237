import { describe, expect, it } from 'vitest';
import { article } from '../../../testing/fixtures';
import { sampleFacets } from './sample-facets';

describe('sampleFacets', () => {
  it('counts each facet over the sample, most first, and lists named sources with no article', () => {
    const articles = [
      article(1, { source: 'a.com', sentiment: 'negative', countries: ['US', 'DE'], categories: ['energy'] }),
      article(2, { source: 'a.com', sentiment: 'negative', countries: ['US'], categories: [] }),
      article(3, { source: 'b.com', sentiment: 'positive', countries: [], categories: ['energy'] }),
    ];
    const facets = sampleFacets(articles, 10, ['a.com', 'none.example']);
    expect(facets.sources).toEqual([
      { value: 'a.com', count: 2 },
      { value: 'b.com', count: 1 },
      { value: 'none.example', count: 0 },
    ]);
    expect(facets.countries).toEqual([
      { value: 'US', count: 2 },
      { value: 'DE', count: 1 },
    ]);
    expect(facets.categories).toEqual([{ value: 'energy', count: 2 }]);
    expect(facets.sentiments).toEqual([
      { value: 'positive', count: 1 },
      { value: 'neutral', count: 0 },
      { value: 'negative', count: 2 },
    ]);
    expect(sampleFacets(articles, 1).sources).toEqual([{ value: 'a.com', count: 2 }]);
  });
});
