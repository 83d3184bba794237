/**
 * @module What an import changes in the reference store, decided before anything is written. An imported
 * company is the same as a known one with its CIK, one of its ISINs, one of its listings, or, for a seed
 * company not yet listed on that exchange, its name (a former listing only by CIK or ISIN). A seed company is
 * never rewritten: an import only adds the CIK and listings it lacked. An earlier import is updated: new values win, lists are merged.
 */
import type { Listing } from '../../contract';
import type { CompanyRecord } from '../model/company-record';
import { nameKey } from './company-names';
import type { ImportedCompany } from './imported-company';
import { MIC_COUNTRY, MIC_EXCHANGE } from './mic';

export type ImportSource = 'sec' | 'csv';

/** A row to write: `companyId` null for a new company (the store assigns the id). */
export type PlannedCompany = Omit<CompanyRecord, 'companyId'> & { companyId: number | null };

export interface SeedAdditionPlan {
  companyId: number;
  cik: number | null;
  listings: Listing[];
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportPlan {
  save: PlannedCompany[];
  seedAdditions: SeedAdditionPlan[];
  counts: ImportCounts;
}

const normTicker = (t: string): string => t.trim().toUpperCase().replace(/[-/]/g, '.').replace(/\.$/, '');
const listingKey = (exchange: string, ticker: string): string => `${exchange}|${normTicker(ticker)}`;
const sameListing = (a: Listing, b: Listing): boolean =>
  a.exchangeCode === b.exchangeCode && normTicker(a.ticker) === normTicker(b.ticker);

function listingsOf(c: ImportedCompany): Listing[] {
  if (c.mic === null) return [];
  const exchangeCountry = MIC_COUNTRY[c.mic] ?? '';
  return [c.ticker, ...c.otherTickers].map((ticker) => ({
    ticker,
    exchangeCode: c.mic ?? '',
    exchangeCountry,
  }));
}

function allListings(c: PlannedCompany): Listing[] {
  return c.primaryListing === null ? [...c.otherListings] : [c.primaryListing, ...c.otherListings];
}

/** The known companies by every key an imported row may share with them; kept current while planning. */
class KnownCompanies {
  private readonly byCik = new Map<number, PlannedCompany>();
  private readonly byIsin = new Map<string, PlannedCompany>();
  private readonly byListing = new Map<string, PlannedCompany>();
  private readonly bySeedName = new Map<string, PlannedCompany[]>();

  add(c: PlannedCompany): void {
    if (c.cik !== null) this.byCik.set(c.cik, c);
    for (const isin of c.isin === null ? c.isins : [c.isin, ...c.isins]) this.byIsin.set(isin, c);
    // A former listing's ticker and name may belong to another company now; its ISINs never do.
    if (!c.listed) return;
    if (c.exchange !== null) this.byListing.set(listingKey(c.exchange, c.ticker), c);
    for (const l of allListings(c)) {
      const exchange = MIC_EXCHANGE[l.exchangeCode];
      if (exchange !== undefined) this.byListing.set(listingKey(exchange, l.ticker), c);
    }
    if (c.source === 'seed') {
      // A grown seed company replaces its earlier self under its name.
      const key = nameKey(c.name);
      this.bySeedName.set(key, [
        ...(this.bySeedName.get(key) ?? []).filter((x) => x.companyId !== c.companyId),
        c,
      ]);
    }
  }

  find(row: ImportedCompany): PlannedCompany | undefined {
    const byId =
      (row.cik === null ? undefined : this.byCik.get(row.cik)) ??
      [row.isin, ...row.isins]
        .map((isin) => (isin === null ? undefined : this.byIsin.get(isin)))
        .find(Boolean);
    if (byId !== undefined) return byId;
    if (row.exchange !== null) {
      const listed = this.byListing.get(listingKey(row.exchange, row.ticker));
      if (listed !== undefined) return listed;
    }
    // By name only onto a seed company (an ADR line of a foreign seed company, say): registries hold many
    // distinct companies under one name ("First Bancorp" in Maine and in Puerto Rico). Not when the seed
    // company has another CIK, or is already listed on this exchange under another ticker.
    const named = (this.bySeedName.get(nameKey(row.name)) ?? []).filter(
      (c) =>
        (c.cik === null || row.cik === null || c.cik === row.cik) &&
        (row.exchange === null || !allListings(c).some((l) => MIC_EXCHANGE[l.exchangeCode] === row.exchange)),
    );
    return named.length === 1 ? named[0] : undefined;
  }
}

function fromImport(row: ImportedCompany, source: ImportSource): PlannedCompany {
  const [primary, ...others] = listingsOf(row);
  return {
    companyId: null,
    source,
    name: row.name,
    aliases: row.aliases,
    ticker: row.ticker,
    exchange: row.exchange,
    country: row.country,
    sector: row.sector,
    industry: row.industry,
    isin: row.isin,
    isins: row.isin === null ? row.isins : [row.isin, ...row.isins.filter((i) => i !== row.isin)],
    openfigi: row.openfigi,
    primaryListing: primary ?? null,
    otherListings: others,
    cik: row.cik,
    listed: true,
  };
}

function mergeInto(known: PlannedCompany, row: PlannedCompany): PlannedCompany {
  const listings = allListings(row);
  const primary = row.primaryListing ?? known.primaryListing;
  const others = [...allListings(known), ...listings].filter(
    (l, i, all) =>
      (primary === null || !sameListing(l, primary)) && all.findIndex((x) => sameListing(x, l)) === i,
  );
  return {
    companyId: known.companyId,
    source: row.source,
    name: row.name,
    aliases: [...new Set([...row.aliases, ...known.aliases])],
    ticker: row.exchange !== null ? row.ticker : known.ticker,
    exchange: row.exchange ?? known.exchange,
    country: row.country ?? known.country,
    sector: row.sector ?? known.sector,
    industry: row.industry ?? known.industry,
    isin: row.isin ?? known.isin,
    isins: [...new Set([...row.isins, ...known.isins])],
    openfigi: row.openfigi ?? known.openfigi,
    primaryListing: primary,
    otherListings: others,
    cik: row.cik ?? known.cik,
    listed: row.listed,
  };
}

export function planImport(
  existing: readonly CompanyRecord[],
  rows: readonly ImportedCompany[],
  source: ImportSource,
): ImportPlan {
  const known = new KnownCompanies();
  for (const c of existing) known.add(c);
  // A company planned anew replaces the one it grew from; older index entries are followed to it.
  const successor = new Map<PlannedCompany, PlannedCompany>();
  const latest = (c: PlannedCompany): PlannedCompany => {
    let at = c;
    for (let next = successor.get(at); next !== undefined; next = successor.get(at)) at = next;
    return at;
  };
  const replace = (from: PlannedCompany, to: PlannedCompany): void => {
    successor.set(from, to);
    known.add(to);
  };
  const created = new Set<PlannedCompany>();
  const additions = new Map<number, SeedAdditionPlan>();
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  for (const row of rows) {
    const incoming = fromImport(row, source);
    const found = known.find(row);
    const match = found === undefined ? undefined : latest(found);
    if (match === undefined) {
      known.add(incoming);
      created.add(incoming);
      counts.created += 1;
    } else if (match.source === 'seed' && match.companyId !== null) {
      const have = allListings(match);
      const fresh = allListings(incoming).filter((l) => !have.some((h) => sameListing(h, l)));
      const cik = match.cik === null ? incoming.cik : null;
      if (fresh.length === 0 && cik === null) {
        counts.unchanged += 1;
        continue;
      }
      replace(match, { ...match, cik: match.cik ?? cik, otherListings: [...match.otherListings, ...fresh] });
      const addition = additions.get(match.companyId) ?? {
        companyId: match.companyId,
        cik: null,
        listings: [],
      };
      additions.set(match.companyId, {
        companyId: match.companyId,
        cik: addition.cik ?? cik,
        listings: [...addition.listings, ...fresh],
      });
      counts.updated += 1;
    } else {
      const merged = mergeInto(match, incoming);
      if (JSON.stringify(merged) === JSON.stringify(match)) {
        counts.unchanged += 1;
        continue;
      }
      replace(match, merged);
      if (created.delete(match)) created.add(merged);
      else counts.updated += 1;
    }
  }
  const updatedImports = existing.filter((c) => c.source !== 'seed' && latest(c) !== c).map((c) => latest(c));
  return { save: [...updatedImports, ...created], seedAdditions: [...additions.values()], counts };
}
