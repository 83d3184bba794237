/** @module What to offer at the caret: field names, or values for the field being typed. */
import { CATEGORIES, EXCHANGES, SENTIMENTS, type CompanySuggestion } from '../../../../contract';
import {
  QUERY_FIELDS,
  takesTicker,
  tokenAt,
  tokenizeQuery,
  type QueryToken,
} from '../../../lib/query-tokens';

export interface Suggestion {
  label: string;
  detail?: string;
  /** Replaces the token under the caret. */
  insert: string;
}

export interface SuggestContext {
  sources: string[];
  companies: CompanySuggestion[];
}

/** The token being completed and the search text to look up companies with. */
export function completionTarget(
  text: string,
  caret: number,
): { token: QueryToken | undefined; lookup: string } {
  const token = tokenAt(tokenizeQuery(text), caret);
  if (!token || (token.type !== 'word' && token.type !== 'field')) return { token: undefined, lookup: '' };
  const value = token.type === 'field' ? (token.text.split(':')[1] ?? '') : token.text;
  const wantsCompanies = token.type === 'word' || takesTicker(token.field);
  return { token, lookup: wantsCompanies ? value.replace(/"/g, '') : '' };
}

/** What the less obvious fields mean, beside their name in the list. */
const FIELD_DETAIL: Partial<Record<string, string>> = {
  about: 'about the company (ticker), not a passing mention',
  positive: 'positive towards the company (ticker)',
  neutral: 'neutral towards the company (ticker)',
  negative: 'negative towards the company (ticker)',
};

function valuesFor(field: string, ctx: SuggestContext): Suggestion[] {
  const make = (value: string, detail?: string) => ({ label: value, detail, insert: `${field}:${value}` });
  if (field === 'category') return CATEGORIES.map((c) => make(c));
  if (field === 'exchange') return EXCHANGES.map((e) => make(e));
  if (field === 'sentiment') return SENTIMENTS.map((v) => make(v));
  if (field === 'source') return ctx.sources.map((s) => make(s));
  if (takesTicker(field)) return ctx.companies.map((c) => make(c.ticker, `${c.name} · ${c.exchange}`));
  return [];
}

export function suggestionsFor(token: QueryToken | undefined, ctx: SuggestContext): Suggestion[] {
  if (!token) return [];
  if (token.type === 'field') {
    const field = token.field ?? '';
    const prefix = (token.text.split(':')[1] ?? '').toLowerCase();
    return valuesFor(field, ctx)
      .filter(
        (s) => s.label.toLowerCase().startsWith(prefix) || (s.detail ?? '').toLowerCase().includes(prefix),
      )
      .slice(0, 8);
  }
  const word = token.text.toLowerCase();
  const fields = QUERY_FIELDS.filter((f) => f.startsWith(word)).map((f) => ({
    label: `${f}:`,
    detail: FIELD_DETAIL[f] ?? 'field',
    insert: `${f}:`,
  }));
  const companies =
    word.length >= 2
      ? ctx.companies.map((c) => ({
          label: c.name,
          detail: `ticker:${c.ticker}`,
          insert: `ticker:${c.ticker}`,
        }))
      : [];
  return [...fields, ...companies].slice(0, 8);
}

/** The new text and caret after accepting a suggestion. */
export function applySuggestion(
  text: string,
  token: QueryToken,
  suggestion: Suggestion,
): { text: string; caret: number } {
  const next = text.slice(0, token.start) + suggestion.insert + text.slice(token.end);
  return { text: next, caret: token.start + suggestion.insert.length };
}

/**
 * The option highlighted after an arrow key: from none (-1) Down enters at the top and Up at the bottom;
 * inside the list the keys wrap around.
 */
export function nextActive(active: number, count: number, step: 1 | -1): number {
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
