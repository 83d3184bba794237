/** @module The fictional publishers of the demo corpus, all under the reserved `.example` domain. */
import type { Category, SourceV2 } from '../../contract';
import type { Lang } from './vocab';

export type Region = 'americas' | 'europe' | 'asia';

export type DemoSource = Pick<SourceV2, 'domain' | 'isDefaultSource' | 'originCountry' | 'languages'>;

export interface SourceProfile extends DemoSource {
  languages: Lang[];
  /** Relative share of the corpus. */
  weight: number;
  /** Whose trading hours the source's publishing follows. */
  region: Region;
  /** Countries whose companies the source covers most. */
  focus: readonly string[];
  /** A specialist source writes mostly (80 %) about this category. */
  beat?: Category;
}

const profile = (
  domain: string,
  originCountry: string,
  languages: Lang[],
  weight: number,
  region: Region,
  focus: string[],
  extra: { isDefaultSource?: boolean; beat?: Category } = {},
): SourceProfile => ({
  domain,
  originCountry,
  languages,
  weight,
  region,
  focus,
  isDefaultSource: true,
  ...extra,
});

export const SOURCE_PROFILES: readonly SourceProfile[] = [
  profile('www.wire.example', 'US', ['en'], 16, 'americas', ['US']),
  profile('markets.ledger.example', 'US', ['en'], 12, 'americas', ['US']),
  profile('www.capitalpost.example', 'US', ['en'], 9, 'americas', ['US']),
  profile('www.citydesk.example', 'GB', ['en'], 9, 'europe', ['GB']),
  profile('www.thamesfinance.example', 'GB', ['en'], 6, 'europe', ['GB', 'IE', 'NL', 'DE', 'FR', 'CH']),
  profile('www.mapleledger.example', 'CA', ['en', 'fr'], 5, 'americas', ['CA']),
  profile('www.harbourmarkets.example', 'SG', ['en'], 6, 'asia', ['CN', 'HK', 'JP', 'KR', 'TW']),
  profile('www.dalalstreetdaily.example', 'IN', ['en'], 5, 'asia', ['IN']),
  profile('www.coinmonitor.example', 'US', ['en'], 3, 'americas', ['US'], {
    isDefaultSource: false,
    beat: 'crypto',
  }),
  profile('newsroom.pressdesk.example', 'US', ['en'], 4, 'americas', ['US'], {
    isDefaultSource: false,
    beat: 'business',
  }),
  profile('www.boersenblatt.example', 'DE', ['de'], 5, 'europe', ['DE']),
  profile('www.finanzkurier.example', 'AT', ['de'], 3, 'europe', ['DE', 'CH', 'NL']),
  profile('www.lechodesmarches.example', 'FR', ['fr'], 4, 'europe', ['FR']),
  profile('www.bourseplus.example', 'FR', ['fr'], 2, 'europe', ['FR', 'BE', 'IT']),
  profile('www.mercadosaldia.example', 'ES', ['es'], 4, 'europe', ['ES']),
  profile('www.finanzasnorte.example', 'MX', ['es'], 2, 'americas', ['US', 'UY', 'ES']),
  profile('www.nikkan-keizai.example', 'JP', ['ja'], 4, 'asia', ['JP']),
  profile('www.kabutocho-shimpo.example', 'JP', ['ja'], 2, 'asia', ['JP']),
];

/** The demo sources as the sources catalog takes them. */
export const DEMO_SOURCES: readonly DemoSource[] = SOURCE_PROFILES.map(
  ({ domain, isDefaultSource, originCountry, languages }) => ({
    domain,
    isDefaultSource,
    originCountry,
    languages: [...languages],
  }),
);
