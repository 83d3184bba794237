import { describe, expect, it } from 'vitest';
import { ERROR_TEXT, LIVE_TEXT } from '../../contract';
import type { Caller } from '../auth/key-resolver';
import { loadPlans, type Plan } from '../config/plans';
import { readClientFrame, type ClientFrame } from './client-frame';

const PLANS = loadPlans();
const PRO = PLANS.pro as Plan;

function caller(plan: 'pro' | 'enterprise', keyId = 7): Caller {
  const record = {
    id: keyId,
    name: 'desk',
    plan,
    prefix: 'nr_abcde',
    createdAt: new Date(0),
    revokedAt: null,
  };
  return { key: record, planName: plan, plan: PLANS[plan] as Plan };
}

const enhanced = (frame: unknown, who: Caller = caller('pro')): ClientFrame =>
  readClientFrame('enhanced', typeof frame === 'string' ? frame : JSON.stringify(frame), who);
const raw = (frame: unknown): ClientFrame => readClientFrame('raw', JSON.stringify(frame), caller('pro'));

function subscription(frame: ClientFrame) {
  if (frame.kind !== 'subscribe') throw new Error(`expected a subscription, got ${JSON.stringify(frame)}`);
  return frame.subscription;
}

describe('readClientFrame', () => {
  it.each([
    { name: 'text that is not JSON', frame: '{"query": ', message: LIVE_TEXT.invalidJson },
    { name: 'a JSON array', frame: '[1, 2]', message: LIVE_TEXT.notAnObject },
    { name: 'a JSON string', frame: '"subscribe"', message: LIVE_TEXT.notAnObject },
    { name: 'JSON null', frame: 'null', message: LIVE_TEXT.notAnObject },
    { name: 'an unknown action', frame: '{"action":"unsubscribe"}', message: LIVE_TEXT.unknownAction },
  ])('answers $name with its error text', ({ frame, message }) => {
    expect(enhanced(frame)).toEqual({ kind: 'invalid', message });
  });

  it('refuses control characters and over-long lists in the REST texts, on both streams', () => {
    expect(enhanced({ sources: ['a\u0000b'], query: 'source:x\u0000' })).toEqual({
      kind: 'invalid',
      message:
        'query must not contain control characters; each value in sources must not contain control characters',
    });
    expect(raw({ excludeSources: ['x\u0001'] })).toEqual({
      kind: 'invalid',
      message: 'each value in excludeSources must not contain control characters',
    });
    const tickers = Array.from({ length: 101 }, (_, i) => `T${i}`);
    expect(enhanced({ tickers })).toEqual({
      kind: 'invalid',
      message: 'tickers must contain no more than 100 elements',
    });
    expect(subscription(enhanced({ tickers: tickers.slice(1) })).filter).toBeTruthy();
  });

  it('reads a ping and keeps its t, which the pong echoes', () => {
    expect(enhanced({ action: 'ping', t: 1732600000123 })).toEqual({ kind: 'ping', t: 1732600000123 });
    expect(enhanced({ action: 'ping' })).toEqual({ kind: 'ping', t: undefined });
  });

  it('gives validation failures in the REST texts, every distinct one joined in field order', () => {
    expect(enhanced({ language: 'english', categories: ['sports'] })).toEqual({
      kind: 'invalid',
      message:
        'each value in categories must be one of the following values: markets, economy, business, politics, ' +
        'geopolitics, regulation, technology, energy, commodities, crypto, health, climate, security; ' +
        'language must be a valid ISO 639-1 code',
    });
    expect(enhanced({ includeUpdates: 'sometimes' })).toEqual({
      kind: 'invalid',
      message: 'includeUpdates must be a boolean value',
    });
  });

  it('gives a query syntax error the text the REST 400 carries', () => {
    expect(enhanced({ query: 'ticker:' })).toEqual({
      kind: 'invalid',
      message: "Invalid query syntax near 'ticker:'",
    });
    expect(enhanced({ query: 'a '.repeat(65) })).toEqual({
      kind: 'invalid',
      message: ERROR_TEXT.queryTooComplex,
    });
  });

  it('tolerates nulls, takes "true" for true, and reads deprecated extended as includeContent', () => {
    const sub = subscription(
      enhanced(
        { query: null, tickers: null, includeUpdates: 'true', extended: true, clientNonce: 'n-1' },
        caller('enterprise'),
      ),
    );
    expect(sub.delivery).toEqual({
      includeUpdates: true,
      includeCompanies: false,
      includeContent: true,
      optIn: [],
    });
    expect(sub.clientNonce).toBe('n-1');
    expect(sub.filter.matcher).toBeNull();
    expect(sub.filter.request.tickers).toBeNull();
  });

  it('refuses includeContent on a plan without content, with the REST 403 text', () => {
    expect(enhanced({ includeContent: true })).toEqual({
      kind: 'invalid',
      message: ERROR_TEXT.contentForbidden,
    });
    expect(enhanced({ extended: true })).toEqual({ kind: 'invalid', message: ERROR_TEXT.contentForbidden });
  });

  it('includes companies only when asked for and allowed, without an error otherwise', () => {
    expect(subscription(enhanced({ includeEntities: true })).delivery.includeCompanies).toBe(true);
    const noEntities: Caller = {
      ...caller('pro'),
      plan: { ...PRO, capabilities: { ...PRO.capabilities, entities: false } },
    };
    expect(subscription(enhanced({ includeEntities: true }, noEntities)).delivery.includeCompanies).toBe(
      false,
    );
  });

  it('builds the search request of the filters, for the key of the connection', () => {
    const sub = subscription(
      enhanced({
        action: 'subscribe',
        query: 'rates',
        tickers: ['aapl', '*'],
        sources: ['WWW.FT.COM'],
        countries: ['us'],
      }),
    );
    expect(sub.filter.request).toMatchObject({
      viewerKeyId: 7,
      language: 'en',
      tickers: 'any',
      sources: { kind: 'only', domains: ['www.ft.com'] },
      countries: ['US'],
    });
    expect(sub.filter.matcher).toBeTypeOf('function');
    expect(sub.clientNonce).toBeNull();
  });

  it('reads sentiments and minConfidence as search does, with the same texts', () => {
    const sub = subscription(enhanced({ sentiments: ['negative', 'negative'], minConfidence: 0.8 }));
    expect(sub.filter.request).toMatchObject({ sentiments: ['negative'], minConfidence: 0.8 });
    expect(subscription(enhanced({ minConfidence: 0 })).filter.request.minConfidence).toBeNull();
    expect(enhanced({ sentiments: ['bearish'], minConfidence: 2 })).toEqual({
      kind: 'invalid',
      message:
        'each value in sentiments must be one of the following values: positive, neutral, negative; ' +
        'minConfidence must not be greater than 1',
    });
    expect(enhanced({ query: 'sentiment:bearish' })).toEqual({
      kind: 'invalid',
      message: "Invalid query syntax near 'sentiment:bearish'",
    });
    expect(raw({ query: 'sentiment:negative' })).toEqual({
      kind: 'invalid',
      message: LIVE_TEXT.rawQueryField('sentiment'),
    });
  });

  it('keeps the raw stream to its own filters and query fields', () => {
    expect(raw({ query: 'ticker:AAPL' })).toEqual({
      kind: 'invalid',
      message: LIVE_TEXT.rawQueryField('ticker'),
    });
    expect(raw({ query: 'rates AND NOT (title:fed OR country:US)' })).toEqual({
      kind: 'invalid',
      message: "The raw stream supports only the source:, title:, summary: query fields, not 'country:'",
    });
    const sub = subscription(raw({ query: 'source:www.ft.com title:"rate cut"', tickers: null }));
    expect(sub.filter.request.tickers).toBeNull();
    expect(sub.delivery).toEqual({
      includeUpdates: false,
      includeCompanies: false,
      includeContent: false,
      optIn: [],
    });
  });

  it.each([
    { name: 'tickers', frame: { tickers: ['AAPL'] } },
    { name: 'countries', frame: { countries: ['US'] } },
    { name: 'categories', frame: { categories: ['markets'] } },
    { name: 'includeEntities', frame: { includeEntities: true } },
    { name: 'includeContent', frame: { includeContent: false } },
    { name: 'includeContent', frame: { extended: 'true' } },
    { name: 'excludeEmptyContent', frame: { excludeEmptyContent: true } },
  ])(
    'refuses the raw stream a filter it cannot honour ($name), rather than ignoring it',
    ({ name, frame }) => {
      expect(raw({ query: 'rates', ...frame })).toEqual({
        kind: 'invalid',
        message: LIVE_TEXT.rawFilter(name),
      });
    },
  );

  it('names every unsupported raw filter at once, in a fixed order', () => {
    expect(raw({ categories: ['crypto'], tickers: ['*'] })).toEqual({
      kind: 'invalid',
      message: `${LIVE_TEXT.rawFilter('tickers')}; ${LIVE_TEXT.rawFilter('categories')}`,
    });
  });
});
