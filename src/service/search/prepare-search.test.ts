import { describe, expect, it } from 'vitest';
import { ERROR_TEXT, RAW_QUERY_FIELDS } from '../../contract';
import { prepareSearch, presentationFor, type SearchViewer } from './prepare-search';

const viewer = (content: boolean, entities: boolean): SearchViewer => ({
  key: { id: 7 },
  plan: { capabilities: { content, entities, websocket: true, webhooks: true } },
});

describe('prepareSearch', () => {
  it('refuses a query that does not parse with the parser error and its position', () => {
    const prepared = prepareSearch({ query: '(apple' }, viewer(true, true));
    expect(prepared).toEqual({
      ok: false,
      refusal: {
        code: 'query-syntax',
        error: { kind: 'syntax', token: '(', start: 0, end: 1, message: "Invalid query syntax near '('" },
      },
    });
  });

  it('refuses a query too complex as a query-syntax refusal with the REST text', () => {
    const query = Array.from({ length: 2000 }, (_, i) => `w${i}`).join(' OR ');
    const prepared = prepareSearch({ query }, viewer(true, true));
    expect(prepared.ok).toBe(false);
    if (prepared.ok) return;
    expect(prepared.refusal.code).toBe('query-syntax');
    if (prepared.refusal.code !== 'query-syntax') return;
    expect(prepared.refusal.error.message).toBe(ERROR_TEXT.queryTooComplex);
  });

  it('refuses the first field filter outside the allowed fields, nested or not', () => {
    const options = { queryFields: RAW_QUERY_FIELDS };
    expect(
      prepareSearch({ query: 'title:x AND NOT (source:a.com OR ticker:AAPL)' }, viewer(true, true), options),
    ).toEqual({ ok: false, refusal: { code: 'query-field', field: 'ticker' } });
    expect(prepareSearch({ query: 'title:x OR summary:y' }, viewer(true, true), options).ok).toBe(true);
  });

  it('allows every field when no field limit is given', () => {
    expect(prepareSearch({ query: 'ticker:AAPL AND country:DE' }, viewer(true, true)).ok).toBe(true);
  });

  it('checks the query before the plan: a bad query on a plan without content is a syntax refusal', () => {
    const prepared = prepareSearch({ query: '(', includeContent: true }, viewer(false, false));
    expect(prepared.ok === false && prepared.refusal.code).toBe('query-syntax');
  });

  it('refuses content the plan lacks', () => {
    expect(prepareSearch({ includeContent: true }, viewer(false, true))).toEqual({
      ok: false,
      refusal: { code: 'content-not-in-plan' },
    });
  });

  it.each([
    { plan: [true, true], asked: { includeContent: true, includeEntities: true }, shown: [true, true] },
    { plan: [true, false], asked: { includeContent: true, includeEntities: true }, shown: [true, false] },
    { plan: [false, true], asked: { includeEntities: true }, shown: [false, true] },
    { plan: [false, false], asked: { includeEntities: true }, shown: [false, false] },
    { plan: [true, true], asked: {}, shown: [false, false] },
  ] as const)(
    'plan content=$plan.0 entities=$plan.1 asked $asked: presentation $shown',
    ({ plan, asked, shown }) => {
      const prepared = prepareSearch(asked, viewer(plan[0], plan[1]));
      expect(prepared.ok && prepared.presentation).toEqual({
        includeContent: shown[0],
        includeCompanies: shown[1],
        optIn: [],
      });
    },
  );

  it('builds the request for the viewer with the parsed query', () => {
    const prepared = prepareSearch({ query: 'ticker:AAPL', language: 'DE', pageSize: 5 }, viewer(true, true));
    if (!prepared.ok) throw new Error('expected a prepared search');
    expect(prepared.query).toMatchObject({ type: 'field', field: 'ticker', value: 'AAPL' });
    expect(prepared.request).toMatchObject({ viewerKeyId: 7, language: 'de', pageSize: 5, page: 1 });
    expect(prepared.request.query).toBe(prepared.query);
  });

  it('has no query without query text', () => {
    const prepared = prepareSearch({}, viewer(true, true));
    expect(prepared.ok && prepared.query).toBeNull();
  });
});

describe('presentationFor', () => {
  it('refuses content without the plan and shows nothing unasked', () => {
    expect(presentationFor({ includeContent: true }, viewer(false, true))).toEqual({
      ok: false,
      refusal: { code: 'content-not-in-plan' },
    });
    expect(presentationFor({}, viewer(false, false))).toEqual({
      ok: true,
      presentation: { includeContent: false, includeCompanies: false, optIn: [] },
    });
  });

  it('grants an opt-in flag only with its capability; the company judgement implies the companies', () => {
    const asked = { includeCompanySentiment: true, includeFirstSeen: true } as const;
    expect(presentationFor(asked, viewer(false, true))).toEqual({
      ok: true,
      presentation: {
        includeContent: false,
        includeCompanies: true,
        optIn: ['includeFirstSeen', 'includeCompanySentiment'],
      },
    });
    expect(presentationFor(asked, viewer(false, false))).toEqual({
      ok: true,
      presentation: { includeContent: false, includeCompanies: false, optIn: ['includeFirstSeen'] },
    });
  });

  it('collapse: "story" shows the story fields of each article', () => {
    const prepared = prepareSearch({ collapse: 'story' }, viewer(false, false));
    expect(prepared.ok && prepared.presentation.optIn).toEqual(['includeStory']);
  });
});
