/** compact and fields → the fields each search item keeps, and the delivery flags they ask for. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPACT_ARTICLE_FIELDS, TOOL_ARTICLE_FIELDS, type ToolArticle } from '../../../contract';
import { articleViewOf, viewedArticle } from './article-view';

const FULL: ToolArticle = {
  title: 't',
  summary: 's',
  link: 'https://www.wire.example/a',
  publishDate: '2025-11-06T14:30:00.000Z',
  source: 'www.wire.example',
  sentiment: 'neutral',
  sentimentConfidence: 0.5,
  content: 'c',
  companies: [],
};

describe('articleViewOf', () => {
  it('without compact or fields: every field, the flags as given', () => {
    expect(articleViewOf({})).toEqual({ fields: null, includeContent: false, includeEntities: false });
    expect(articleViewOf({ compact: false, includeContent: true, includeEntities: true })).toEqual({
      fields: null,
      includeContent: true,
      includeEntities: true,
    });
  });

  it('compact: the compact fields; content only when includeContent asks', () => {
    const view = articleViewOf({ compact: true });
    expect([...(view.fields ?? [])]).toEqual([...COMPACT_ARTICLE_FIELDS]);
    expect(view.includeContent).toBe(false);
    expect(articleViewOf({ compact: true, includeContent: true }).includeContent).toBe(true);
  });

  it('content and companies in fields ask as includeContent and includeEntities do', () => {
    expect(articleViewOf({ fields: ['title', 'content'] })).toMatchObject({
      includeContent: true,
      includeEntities: false,
    });
    expect(articleViewOf({ fields: ['companies'] })).toMatchObject({
      includeContent: false,
      includeEntities: true,
    });
  });
});

describe('viewedArticle', () => {
  it('keeps the chosen fields and what was asked for, in the item’s own order', () => {
    const { content: _content, companies: _companies, ...unasked } = FULL;
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...TOOL_ARTICLE_FIELDS], { minLength: 1 }),
        fc.constantFrom<ToolArticle>(FULL, unasked),
        (chosen, article) => {
          const kept = Object.keys(viewedArticle(article, new Set(chosen)));
          const expected = Object.keys(article).filter(
            (k) => chosen.some((c) => c === k) || k === 'content' || k === 'companies',
          );
          expect(kept).toEqual(expected);
        },
      ),
    );
  });

  it('compact drops summary; a full-text or companies field present only because it was asked stays', () => {
    const { summary: _summary, ...compact } = FULL;
    expect(viewedArticle(FULL, new Set(COMPACT_ARTICLE_FIELDS))).toEqual(compact);
  });
});
