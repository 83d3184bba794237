/** @module Companies mentioned by an article: identifiers and listings. */
import type { Company } from '../../../../contract';

export function CompanyTable({ companies }: { companies: Company[] }) {
  if (!companies.length) return <p className="text-sm">No companies were tagged in this article.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs">
        <caption className="sr-only">Companies mentioned</caption>
        <thead>
          <tr>
            {['Company', 'Ticker', 'Exchange', 'ISIN', 'FIGI', 'Listings', 'Conf.'].map((h) => (
              <th key={h} scope="col" className="px-1 py-0.5">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {companies.map((c) => (
            <tr key={c.companyId} className="border-t border-slate-200 dark:border-slate-700">
              <td className="px-1">
                {c.name}
                <div className="text-slate-500">
                  {[c.sector, c.industry, c.country].filter(Boolean).join(' · ')}
                </div>
              </td>
              <td className="px-1 font-mono">{c.ticker}</td>
              <td className="px-1">{c.exchange}</td>
              <td className="px-1 font-mono">
                {[c.isin, ...(c.isins ?? []).filter((i) => i !== c.isin)].join(', ')}
              </td>
              <td className="px-1 font-mono">{c.openfigi}</td>
              <td className="px-1">
                {[c.primaryListing, ...(c.otherListings ?? [])]
                  .filter((l) => l !== undefined)
                  .map((l) => `${l.ticker} (${l.exchangeCode}, ${l.exchangeCountry})`)
                  .join('; ') || '—'}
              </td>
              <td className="px-1">{c.confidence}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
