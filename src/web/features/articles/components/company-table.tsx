/**
 * @module Companies mentioned by an article: identifiers and listings, and, where the service judged each one
 * (includeCompanySentiment), its own sentiment, how much the article is about it and the spans that say so.
 */
import { Fragment } from 'react';
import type { Company } from '../../../../contract';
import { SentimentBadge } from '../../../components/sentiment-badge';
import { formatPercent } from '../../../lib/format';

function Judgement({ company }: { company: Company }) {
  if (company.sentiment === undefined) return <td className="px-1">—</td>;
  return (
    <td className="px-1">
      <SentimentBadge sentiment={company.sentiment} confidence={String(company.sentimentConfidence ?? 0)} />
      <div className="text-slate-600 dark:text-slate-300">
        about it: {formatPercent(company.salience ?? 0)}
      </div>
    </td>
  );
}

function Evidence({ company, columns }: { company: Company; columns: number }) {
  const spans = company.evidence ?? [];
  if (spans.length === 0) return null;
  return (
    <tr>
      <td colSpan={columns} className="px-1 pb-1">
        <ul aria-label={`Why: ${company.name}`} className="flex flex-col gap-0.5">
          {spans.map((span) => (
            <li key={`${span.field}-${span.start}`}>
              <mark className="rounded bg-amber-100 px-0.5 text-slate-900 dark:bg-amber-800 dark:text-slate-50">
                {span.text}
              </mark>{' '}
              <span className="text-slate-600 dark:text-slate-300">
                ({span.field}, {span.sentiment})
              </span>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

export function CompanyTable({ companies }: { companies: Company[] }) {
  if (!companies.length) return <p className="text-sm">No companies were tagged in this article.</p>;
  const judged = companies.some((c) => c.sentiment !== undefined);
  const headers = [
    'Company',
    'Ticker',
    'Exchange',
    'ISIN',
    'FIGI',
    'Listings',
    'Conf.',
    ...(judged ? ['Its sentiment'] : []),
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs">
        <caption className="sr-only">Companies mentioned</caption>
        <thead>
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-1 py-0.5">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {companies.map((c) => (
            <Fragment key={c.companyId}>
              <tr className="border-t border-slate-200 dark:border-slate-700">
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
                {judged && <Judgement company={c} />}
              </tr>
              <Evidence company={c} columns={headers.length} />
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
