/** @module A small hand-made corpus with known properties, for REST and search tests. */
import { APPLE, NVIDIA, SAP } from '../../contract/testing/companies';
import type { ArticleInput } from '../model/article';

export const FIXTURE_SOURCES = [
  { domain: 'www.wire.example', isDefault: true, originCountry: 'US' },
  { domain: 'markets.ledger.example', isDefault: true, originCountry: 'GB' },
  { domain: 'www.boersenblatt.example', isDefault: true, originCountry: 'DE' },
  { domain: 'optin.niche.example', isDefault: false, originCountry: 'US' },
] as const;

// The companies live with the contract so the dashboard's tests tag the same ones.
export { APPLE, NVIDIA, SAP };

const base = {
  content: null,
  images: [],
  countries: [],
  categories: [],
  companies: [],
  language: 'en',
  sentiment: 'neutral',
  confidence: 0.8,
} satisfies Partial<ArticleInput>;

const at = (iso: string) => new Date(iso);

/** Eleven articles; publish dates are distinct except two deliberate ties (f-tie-a, f-tie-b). */
export const FIXTURE_ARTICLES: ArticleInput[] = [
  {
    ...base,
    link: 'https://www.wire.example/2025/11/apple-beats-estimates',
    source: 'www.wire.example',
    title: 'Apple beats estimates as iPhone sales climb',
    summary: 'Apple reported record quarterly revenue, lifted by strong iPhone demand in China.',
    content: 'Apple Inc. said on Thursday that revenue rose 8 percent.',
    publishDate: at('2025-11-06T21:05:00.000Z'),
    sentiment: 'positive',
    confidence: 0.9512,
    images: ['https://www.wire.example/img/apple.jpg'],
    countries: ['US', 'CN'],
    categories: ['business', 'technology'],
    companies: [APPLE],
  },
  {
    ...base,
    link: 'https://www.wire.example/2025/11/nvidia-chip-export-rules',
    source: 'www.wire.example',
    title: 'Nvidia shares fall on new chip export rules',
    summary: 'Washington tightened export controls on advanced chips to China.',
    publishDate: at('2025-11-07T14:30:34.000Z'),
    sentiment: 'negative',
    confidence: 0.88,
    countries: ['US', 'CN'],
    categories: ['technology', 'geopolitics', 'regulation'],
    companies: [NVIDIA],
  },
  {
    ...base,
    link: 'https://markets.ledger.example/fed-holds-interest-rate',
    source: 'markets.ledger.example',
    title: 'Fed holds interest rate steady',
    summary: 'The Federal Reserve left its benchmark interest rate unchanged.',
    content: 'Policymakers voted to keep the target range unchanged.',
    publishDate: at('2025-11-05T19:00:00.000Z'),
    countries: ['US'],
    categories: ['economy', 'markets'],
  },
  {
    ...base,
    link: 'https://markets.ledger.example/oil-prices-jump',
    source: 'markets.ledger.example',
    title: 'Oil prices jump after supply cut',
    summary: 'Brent crude rose 4 percent after producers agreed to cut supply.',
    publishDate: at('2025-11-04T08:00:00.000Z'),
    sentiment: 'positive',
    confidence: 0.7,
    countries: ['SA'],
    categories: ['energy', 'commodities'],
  },
  {
    ...base,
    link: 'https://www.boersenblatt.example/sap-cloud-wachstum',
    source: 'www.boersenblatt.example',
    title: 'SAP steigert Umsatz im Cloudgeschäft',
    summary: 'Der Softwarekonzern SAP wächst kräftig in der Cloud.',
    publishDate: at('2025-11-06T07:00:00.000Z'),
    language: 'de',
    sentiment: 'positive',
    confidence: 0.81,
    countries: ['DE'],
    categories: ['business', 'technology'],
    companies: [SAP],
  },
  {
    ...base,
    link: 'https://www.boersenblatt.example/sap-earnings-english',
    source: 'www.boersenblatt.example',
    title: 'SAP earnings lifted by cloud growth',
    summary: 'SAP raised its outlook.',
    publishDate: at('2025-11-03T07:00:00.000Z'),
    sentiment: 'positive',
    confidence: 0.77,
    countries: ['DE'],
    categories: ['business'],
    companies: [SAP],
  },
  {
    ...base,
    link: 'https://optin.niche.example/apple-supplier-note',
    source: 'optin.niche.example',
    title: 'Apple supplier note from a niche blog',
    summary: null,
    publishDate: at('2025-11-06T10:00:00.000Z'),
    companies: [APPLE],
    categories: ['business'],
  },
  {
    ...base,
    link: 'https://www.wire.example/2025/11/bitcoin-slides',
    source: 'www.wire.example',
    title: 'Bitcoin slides below key level',
    summary: 'Crypto markets sold off as Elon Musk comments rattled traders.',
    publishDate: at('2025-11-02T12:00:00.000Z'),
    sentiment: 'negative',
    confidence: 0.6,
    categories: ['crypto', 'markets'],
  },
  {
    ...base,
    link: 'https://www.wire.example/2025/11/f-tie-a',
    source: 'www.wire.example',
    title: 'Tie article A about markets',
    summary: 'Same publish time as B.',
    publishDate: at('2025-11-01T09:00:00.000Z'),
    categories: ['markets'],
  },
  {
    ...base,
    link: 'https://www.wire.example/2025/11/f-tie-b',
    source: 'www.wire.example',
    title: 'Tie article B about markets',
    summary: 'Same publish time as A.',
    publishDate: at('2025-11-01T09:00:00.000Z'),
    categories: ['markets'],
  },
  {
    ...base,
    link: 'https://markets.ledger.example/old-news',
    source: 'markets.ledger.example',
    title: 'Old news from October',
    summary: 'An older story about the economy.',
    publishDate: at('2025-10-01T09:00:00.000Z'),
    categories: ['economy'],
  },
];

/** Revisions applied after the originals: link → changed fields and when. */
export const FIXTURE_REVISIONS = [
  {
    link: 'https://markets.ledger.example/oil-prices-jump',
    title: 'Oil prices jump 5% after supply cut',
    at: at('2025-11-04T10:00:00.000Z'),
  },
  {
    link: 'https://www.wire.example/2025/11/bitcoin-slides',
    title: 'Bitcoin slides below key level, update',
    at: at('2025-11-08T10:00:00.000Z'),
  },
];
