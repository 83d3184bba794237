/** @module A small, deterministic, contract-valid article corpus for the fake upstream. */
import { CATEGORIES, SENTIMENTS, type ArticleV2, type Company, type SourceV2 } from '../../contract';

export const FAKE_SOURCES: SourceV2[] = [
  { domain: 'www.wire.example', isDefaultSource: true, originCountry: 'GB', languages: ['en'] },
  { domain: 'markets.ledger.example', isDefaultSource: true, originCountry: 'US', languages: ['en'] },
  { domain: 'www.citydesk.example', isDefaultSource: true, originCountry: 'GB', languages: ['en'] },
  {
    domain: 'www.boersenblatt.example',
    isDefaultSource: false,
    originCountry: 'DE',
    languages: ['de', 'en'],
  },
  { domain: 'research.notes.example', isDefaultSource: false, originCountry: 'US', languages: ['en'] },
];

export const FAKE_COMPANIES: Company[] = [
  company(1, 'Apple Inc.', 'AAPL', 'NASDAQ', 'US', 'US0378331005', 'BBG000B9XRY4'),
  company(2, 'NVIDIA Corporation', 'NVDA', 'NASDAQ', 'US', 'US67066G1040', 'BBG000BBJQV0'),
  company(3, 'Microsoft Corporation', 'MSFT', 'NASDAQ', 'US', 'US5949181045', 'BBG000BPH459'),
  company(4, 'SAP SE', 'SAP', 'FRANKFURT_STOCK_EXCHANGE', 'DE', 'DE0007164600', 'BBG000BG7DY8'),
];

function company(
  id: number,
  name: string,
  ticker: string,
  exchange: string,
  country: string,
  isin: string,
  figi: string,
): Company {
  return {
    companyId: id,
    confidence: '0.9',
    country,
    exchange,
    industry: 'Technology',
    name,
    sector: 'Information Technology',
    ticker,
    isin,
    openfigi: figi,
    primaryListing: { ticker, exchangeCode: exchange, exchangeCountry: country },
    isins: [isin],
    otherListings: [],
  };
}

const TOPICS = [
  'earnings beat',
  'chip demand',
  'interest rate',
  'cloud growth',
  'supply chain',
  'antitrust probe',
];
const COUNTRIES = ['US', 'GB', 'DE', 'CN'];

/** `count` articles, one every 90 minutes back from `now`, all fields derived from the index. */
export function makeCorpus(now: Date, count = 60): ArticleV2[] {
  return Array.from({ length: count }, (_, i) => {
    const source = FAKE_SOURCES[i % FAKE_SOURCES.length] as SourceV2;
    const firm = FAKE_COMPANIES[i % FAKE_COMPANIES.length] as Company;
    const topic = TOPICS[i % TOPICS.length] as string;
    const publish = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - i * 90 * 60_000);
    return {
      link: `https://${source.domain}/news/${i}-${topic.replace(/ /g, '-')}`,
      source: source.domain,
      title: `${firm.name}: ${topic} story ${i}`,
      summary: i % 7 === 0 ? null : `Analysts discuss ${topic} at ${firm.name}.`,
      publishDate: publish.toISOString(),
      language: i % 11 === 5 ? 'de' : 'en',
      sentiment: SENTIMENTS[i % 3] as ArticleV2['sentiment'],
      confidence: (0.5 + ((i * 7) % 50) / 100).toFixed(2),
      images: i % 4 === 0 ? [`https://${source.domain}/img/${i}.jpg`] : [],
      countries: [COUNTRIES[i % COUNTRIES.length] as string],
      categories: [CATEGORIES[i % CATEGORIES.length] as ArticleV2['categories'][number]],
      companies: [firm],
      content: `Full text of story ${i}.`,
    };
  });
}
