/**
 * @module Hints against silent zeros: filters that parse but can match nothing as written. A country
 * given by name (`country:Germany` → `country:DE`), a source without its host prefix
 * (`source:reuters.com` → `source:www.reuters.com`), and a bare word that is also a ticker (`AAPL`
 * searches the text; `ticker:AAPL` the tagged company). Each hint carries the query with the fix applied.
 */
import { countryName, searchCountries } from '../../../lib/countries';
import type { LeafNode, QueryNode } from '../../../lib/query-language';

export interface QueryHint {
  message: string;
  /** The whole query with the fix applied; null when there is nothing to apply. */
  fixed: string | null;
  /** What the fix button says. */
  label: string;
}

export interface HintContext {
  /** True when a company in the directory has exactly this ticker. */
  isTicker: (symbol: string) => boolean;
  /** The API's source domains (empty when unknown). */
  sources: readonly string[];
}

function leaves(node: QueryNode | null): LeafNode[] {
  if (!node) return [];
  if (node.type === 'not') return leaves(node.child);
  if (node.type === 'and' || node.type === 'or') return node.children.flatMap(leaves);
  return [node];
}

const replaceSpan = (text: string, leaf: LeafNode, replacement: string) =>
  text.slice(0, leaf.span.start) + replacement + text.slice(leaf.span.end);

/** Words written like a ticker (capitals, digits, a dot), the ones worth looking up. */
export const TICKER_LIKE = /^[A-Z][A-Z0-9]{0,5}(\.[A-Z]{1,2})?$/;

/** The bare words of a query that look like tickers, for the look-up behind `isTicker`. */
export function tickerCandidates(ast: QueryNode | null): string[] {
  return [
    ...new Set(leaves(ast).flatMap((l) => (l.type === 'term' && TICKER_LIKE.test(l.value) ? [l.value] : []))),
  ];
}

function countryHint(text: string, leaf: LeafNode): QueryHint | null {
  const value = leaf.value.trim();
  if (/^[a-z]{2}$/i.test(value)) {
    return countryName(value)
      ? null
      : { message: `${value} is not an ISO 3166-1 country code.`, fixed: null, label: '' };
  }
  const match = searchCountries(value, 1)[0];
  if (!match)
    return {
      message: `country: takes two-letter codes; no country is called “${value}”.`,
      fixed: null,
      label: '',
    };
  return {
    message: `country: takes two-letter codes: “${value}” matches nothing; ${match.name} is country:${match.code}.`,
    fixed: replaceSpan(text, leaf, `country:${match.code}`),
    label: `Use country:${match.code}`,
  };
}

function sourceHint(text: string, leaf: LeafNode, sources: readonly string[]): QueryHint | null {
  const value = leaf.value.trim().toLowerCase();
  if (sources.length === 0 || sources.includes(value)) return null;
  const match = sources.find((s) => s.endsWith(`.${value}`)) ?? sources.find((s) => s.includes(value));
  return {
    message: match
      ? `No source is called ${value}; sources are exact domains, such as ${match}.`
      : `No source is called ${value}: sources are exact domains.`,
    fixed: match ? replaceSpan(text, leaf, `source:${match}`) : null,
    label: match ? `Use source:${match}` : '',
  };
}

export function queryHints(text: string, ast: QueryNode | null, ctx: HintContext): QueryHint[] {
  const hints: QueryHint[] = [];
  for (const leaf of leaves(ast)) {
    let hint: QueryHint | null = null;
    if (leaf.type === 'field' && leaf.field === 'country') hint = countryHint(text, leaf);
    else if (leaf.type === 'field' && leaf.field === 'source') hint = sourceHint(text, leaf, ctx.sources);
    else if (leaf.type === 'term' && TICKER_LIKE.test(leaf.value) && ctx.isTicker(leaf.value)) {
      hint = {
        message: `${leaf.value} searches the words of articles; ticker:${leaf.value} finds the articles tagged with the company.`,
        fixed: replaceSpan(text, leaf, `ticker:${leaf.value}`),
        label: `Use ticker:${leaf.value}`,
      };
    }
    if (hint) hints.push(hint);
  }
  return hints;
}
