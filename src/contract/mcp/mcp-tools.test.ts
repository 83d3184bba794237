/**
 * @module The tools' argument schemas follow the REST search fields; search items name their fields once.
 * The view fields' validation texts are checked on the wire, in service/mcp/agent-safety.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { OPT_IN_FLAGS, OPT_IN_ARTICLE_SHAPE } from '../opt-in-fields';
import { SEARCH_FIELDS } from '../search-params';
import {
  COMPACT_ARTICLE_FIELDS,
  SearchArticlesArgs,
  TOOL_ARTICLE_FIELDS,
  ToolArticle,
  viewArgumentIssues,
} from './mcp-tools';

/** search_articles' own arguments: how each article is shown, not which articles. */
const VIEW_FIELDS = ['compact', 'fields'];
/** Taken from POST /v2/articles, where it is the body's own field (not a filter of streams or v1). */
const V2_BODY_FIELDS = ['collapse'];

describe('SearchArticlesArgs', () => {
  it('is the v2 search body without categories, plus the view fields and opt-in flags, with the same texts', () => {
    expect(Object.keys(SearchArticlesArgs.shape).sort()).toEqual(
      [
        ...Object.keys(SEARCH_FIELDS).filter((k) => k !== 'categories'),
        ...VIEW_FIELDS,
        ...OPT_IN_FLAGS,
        ...V2_BODY_FIELDS,
      ].sort(),
    );
    const result = SearchArticlesArgs.safeParse({ pageSize: 101, order: 'UP' });
    expect(result.success || result.error.issues.map((i) => i.message)).toEqual([
      'order must be one of the following values: ASC, DESC',
      'pageSize must not be greater than 100',
    ]);
  });

  it('compact and fields exclude each other only when compact is true', () => {
    expect(viewArgumentIssues({ compact: true, fields: ['title'] })).toEqual([
      'compact and fields must not be used together',
    ]);
    expect(viewArgumentIssues({ compact: false, fields: ['title'] })).toEqual([]);
    expect(viewArgumentIssues({ compact: true })).toEqual([]);
  });
});

describe('search item fields', () => {
  it('are the ToolArticle keys in document order before the opt-in fields; compact is a subset without summary or content', () => {
    const optInFields = Object.keys(OPT_IN_ARTICLE_SHAPE);
    expect([...TOOL_ARTICLE_FIELDS, ...optInFields]).toEqual(Object.keys(ToolArticle.shape));
    expect(COMPACT_ARTICLE_FIELDS.filter((f) => TOOL_ARTICLE_FIELDS.includes(f))).toEqual([
      ...COMPACT_ARTICLE_FIELDS,
    ]);
    expect(COMPACT_ARTICLE_FIELDS).not.toContain('summary');
    expect(COMPACT_ARTICLE_FIELDS).not.toContain('content');
  });
});
