/**
 * @module fast-check generators of small article corpora and of queries over the same small
 * vocabulary, so that random queries actually match; for the SQL/in-memory agreement property.
 */
import fc from 'fast-check';
import type { Company } from '../../contract';
import type { FieldName, LeafNode } from '../ast';
import type { MatchableArticle } from '../evaluate';
import { JUDGED_FIELDS, type JudgedCompany } from '../judged';

const SPAN = { start: 0, end: 0 };
const WORDS = [
  'rate',
  'rates',
  'rating',
  'market',
  'Markets',
  'stock',
  'stocks',
  'bank',
  'Banken',
  'Zinsen',
  'Zins',
  'Märkte',
  'Markt',
  'apple',
  'running',
  'run',
  'Öl',
  'fed',
];
const SEPARATORS = [' ', ' ', ' ', ', ', '. ', ' - ', '&', "'", '\n'];

const listing = (ticker: string, exchangeCode: string) => ({ ticker, exchangeCode, exchangeCountry: 'XX' });
const company = (
  companyId: number,
  ticker: string,
  exchange: string,
  isin: string,
  openfigi: string,
): Company => ({
  companyId,
  confidence: '0.9',
  country: 'US',
  exchange,
  industry: '',
  name: ticker,
  sector: '',
  ticker,
  isin,
  openfigi,
});

export const COMPANIES: readonly Company[] = [
  {
    ...company(1, 'AAPL', 'NASDAQ', 'US0378331005', 'BBG000B9XRY4'),
    otherListings: [listing('APC', 'XFRA')],
    isins: ['DE000A0JQ5U3'],
  },
  {
    ...company(2, 'NVDA', 'NASDAQ', 'US67066G1040', 'BBG000BBJQV0'),
    primaryListing: listing('NVDA', 'XNAS'),
  },
  company(3, 'SAP', 'FRANKFURT_STOCK_EXCHANGE', 'DE0007164600', 'BBG000BG7DY8'),
  company(4, 'BP', 'LONDON_STOCK_EXCHANGE', 'GB0007980591', 'BBG000C05BD1'),
];
const SOURCES = ['www.reuters.com', 'www.ft.com', 'www.handelsblatt.com'];
const COUNTRIES = ['US', 'DE', 'GB'];
const CATEGORIES = ['markets', 'economy', 'technology'];
export const LANGUAGES = ['en', 'de', 'xx'];
/** Bylines, two differing in case only and one whose non-ASCII capital only ASCII folding leaves alone. */
const AUTHORS = ['Jane Doe', 'JANE DOE', 'Alex Writer', 'Émile Zola'];

const word = fc.constantFrom(...WORDS).chain((w) => fc.constantFrom(w, w.toUpperCase(), w.toLowerCase()));
const text = fc
  .array(fc.tuple(word, fc.constantFrom(...SEPARATORS)), { maxLength: 10 })
  .map((pairs) => pairs.map(([w, sep]) => w + sep).join(''));

export interface CorpusArticle extends MatchableArticle {
  link: string;
  /** Sentiment confidence, 0–1; a few values sit on float4 rounding edges (0.7, 0.1 + 0.2). */
  confidence: number;
  companySentiment: readonly JudgedCompany[];
}

const SENTIMENT_VALUES = ['positive', 'neutral', 'negative'];
/** Confidences, and minConfidence thresholds drawn from the same set, so that ties are common. */
export const CONFIDENCES = [0, 0.1 + 0.2, 0.5, 0.7, 0.85, 0.9512, 1];
/** Saliences about the `about:` threshold (0.5), the largest double below it among them. */
const SALIENCES = [0, 0.35, 0.49999999999999994, 0.5, 0.1 + 0.4, 0.55, 1];

/**
 * Judgements of companies 1–5: most of a tagged company, some of one not tagged (company 5 never is), which
 * give no label; a tagged company may have none.
 */
const judgements = fc.array(
  fc.record({
    companyId: fc.constantFrom(1, 2, 3, 4, 5),
    sentiment: fc.constantFrom(...SENTIMENT_VALUES),
    salience: fc.constantFrom(...SALIENCES),
  }),
  { maxLength: 3 },
);

export const corpus: fc.Arbitrary<CorpusArticle[]> = fc
  .array(
    fc.record({
      title: text,
      summary: fc.option(text),
      content: fc.option(text),
      source: fc.constantFrom(...SOURCES),
      language: fc.constantFrom(...LANGUAGES),
      sentiment: fc.constantFrom(...SENTIMENT_VALUES),
      confidence: fc.constantFrom(...CONFIDENCES),
      countries: fc.subarray(COUNTRIES),
      categories: fc.subarray(CATEGORIES),
      companies: fc.subarray([...COMPANIES]),
      author: fc.option(fc.constantFrom(...AUTHORS)),
      companySentiment: judgements,
    }),
    { minLength: 1, maxLength: 10 },
  )
  .map((articles) => articles.map((article, i) => ({ ...article, link: `https://example.test/${i}` })));

const phraseText = fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));
const anyCase = (values: string[]) =>
  fc.constantFrom(...values).chain((v) => fc.constantFrom(v, v.toLowerCase(), v.toUpperCase()));
const facet = (field: FieldName, values: string[]) =>
  anyCase(values).map((value): LeafNode => ({ type: 'field', field, value, quoted: false, span: SPAN }));

export const vocabularyLeaf: fc.Arbitrary<LeafNode> = fc.oneof(
  { arbitrary: word.map((value): LeafNode => ({ type: 'term', value, span: SPAN })), weight: 4 },
  {
    arbitrary: fc
      .tuple(word, word)
      .map(([a, b]): LeafNode => ({ type: 'term', value: `${a}&${b}`, span: SPAN })),
    weight: 1,
  },
  { arbitrary: phraseText.map((value): LeafNode => ({ type: 'phrase', value, span: SPAN })), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('title' as const, 'summary' as const), phraseText, fc.boolean())
      .map(([field, value, quoted]): LeafNode => ({
        type: 'field',
        field,
        value: quoted ? value : (value.split(' ')[0] ?? ''),
        quoted,
        span: SPAN,
      })),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom<LeafNode>(
      { type: 'term', value: '!!', span: SPAN },
      { type: 'phrase', value: '', span: SPAN },
    ),
    weight: 1,
  },
  { arbitrary: facet('ticker', ['AAPL', 'APC', 'NVDA', 'SAP', 'BP', 'MSFT']), weight: 2 },
  { arbitrary: facet('exchange', ['NASDAQ', 'FRANKFURT_STOCK_EXCHANGE', 'NYSE']), weight: 1 },
  { arbitrary: facet('isin', ['US0378331005', 'DE000A0JQ5U3', 'GB0007980591', 'US5949181045']), weight: 1 },
  { arbitrary: facet('openfigi', ['BBG000B9XRY4', 'BBG000BG7DY8', 'BBG000BPH459']), weight: 1 },
  { arbitrary: facet('source', [...SOURCES, 'www.bloomberg.com']), weight: 1 },
  { arbitrary: facet('country', [...COUNTRIES, 'FR']), weight: 1 },
  { arbitrary: facet('category', [...CATEGORIES, 'crypto']), weight: 1 },
  { arbitrary: facet('sentiment', SENTIMENT_VALUES), weight: 1 },
  {
    arbitrary: fc
      .constantFrom(...JUDGED_FIELDS)
      .chain((field) => facet(field, ['AAPL', 'APC', 'NVDA', 'SAP', 'BP', ' nvda ', 'MSFT'])),
    weight: 3,
  },
  {
    arbitrary: anyCase([...AUTHORS, 'John Smith']).map((value): LeafNode => ({
      type: 'field',
      field: 'author',
      value,
      quoted: true,
      span: SPAN,
    })),
    weight: 1,
  },
);
