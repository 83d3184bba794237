/**
 * @module How a filter pill is edited in place: what the editor shows (a text box, a choice, or two UTC
 * bounds) and the state change a draft stands for — null when the draft is not a valid value, so the editor
 * stays open and says so. A value edited to nothing removes the filter.
 */
import { CATEGORIES, SENTIMENTS, type ListFilterKey } from '../../../../contract';
import {
  explorerDefaults,
  RANGE_PRESETS,
  RelativeRange,
  type ExplorerSearch,
} from '../../../lib/explorer-state';
import { rangeWords } from '../../../lib/range-words';

type Patch = Partial<ExplorerSearch>;

export interface Choice {
  value: string;
  label: string;
}

export type PillEditor =
  | { kind: 'text'; initial: string; hint: string; apply: (text: string) => Patch | null }
  | { kind: 'choice'; initial: string; options: readonly Choice[]; apply: (value: string) => Patch | null }
  | { kind: 'dates'; from: string; to: string; apply: (from: string, to: string) => Patch | null };

/** How a list's value is written (tickers and countries upper-case, domains lower-case), or null if invalid. */
const NORMALISE: Record<
  'sources' | 'optInSources' | 'excludeSources' | 'tickers' | 'countries',
  (v: string) => string | null
> = {
  sources: (v) => (v === '*' ? v : /^[a-z0-9.-]+\.[a-z]{2,}$/.test(v.toLowerCase()) ? v.toLowerCase() : null),
  optInSources: (v) => (/^[a-z0-9.-]+\.[a-z]{2,}$/.test(v.toLowerCase()) ? v.toLowerCase() : null),
  excludeSources: (v) => (/^[a-z0-9.-]+\.[a-z]{2,}$/.test(v.toLowerCase()) ? v.toLowerCase() : null),
  tickers: (v) => (/^[A-Z0-9.\-:]{1,20}$/i.test(v) ? v.toUpperCase() : null),
  countries: (v) => (/^[A-Z]{2}$/i.test(v) ? v.toUpperCase() : null),
};

const HINT: Record<keyof typeof NORMALISE, string> = {
  sources: 'a domain, e.g. reuters.com (* for every source)',
  optInSources: 'a domain, e.g. reuters.com',
  excludeSources: 'a domain, e.g. reuters.com',
  tickers: 'a ticker, e.g. AAPL',
  countries: 'a two-letter country code, e.g. DE',
};

/** The list with `old` replaced by `next` where it stood (once), or without it when `next` is null. */
function replaced<T extends string>(list: readonly T[], old: string, next: T | null): T[] {
  const out: T[] = [];
  for (const v of list) {
    const value = v === old ? next : v;
    if (value !== null && !out.includes(value)) out.push(value);
  }
  return out;
}

export function listEditor(state: ExplorerSearch, key: ListFilterKey, value: string): PillEditor {
  if (key === 'categories' || key === 'sentiments') {
    const all: readonly string[] = key === 'categories' ? CATEGORIES : SENTIMENTS;
    const taken: readonly string[] = state[key];
    return {
      kind: 'choice',
      initial: value,
      options: all.filter((v) => v === value || !taken.includes(v)).map((v) => ({ value: v, label: v })),
      apply: (next) => (all.includes(next) ? { [key]: replaced<string>(state[key], value, next) } : null),
    };
  }
  const normalise = NORMALISE[key];
  return {
    kind: 'text',
    initial: value,
    hint: HINT[key],
    apply: (text) => {
      const trimmed = text.trim();
      if (trimmed === '') return { [key]: replaced(state[key], value, null) };
      const next = normalise(trimmed);
      return next === null ? null : { [key]: replaced(state[key], value, next) };
    },
  };
}

export function confidenceEditor(state: ExplorerSearch): PillEditor {
  return {
    kind: 'text',
    initial: String(Math.round(state.minConfidence * 100)),
    hint: 'a percentage from 0 to 100',
    apply: (text) => {
      const trimmed = text.trim().replace(/%$/, '').trim();
      if (trimmed === '') return { minConfidence: 0 };
      if (!/^\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
      const percent = Number(trimmed);
      return percent > 100 ? null : { minConfidence: percent / 100 };
    },
  };
}

export function languageEditor(state: ExplorerSearch): PillEditor {
  return {
    kind: 'text',
    initial: state.language,
    hint: 'a two-letter language code, e.g. de',
    apply: (text) => {
      const code = text.trim().toLowerCase();
      if (code === '') return { language: explorerDefaults.language };
      return /^[a-z]{2}$/.test(code) ? { language: code } : null;
    },
  };
}

/** A rolling range is chosen among the presets (and itself); absolute bounds are edited as UTC bounds. */
export function dateEditor(state: ExplorerSearch): PillEditor {
  if (state.range) {
    const presets: string[] = [...RANGE_PRESETS];
    if (!presets.includes(state.range)) presets.push(state.range);
    return {
      kind: 'choice',
      initial: state.range,
      options: [
        { value: '', label: 'any time' },
        ...presets.map((p) => ({ value: p, label: rangeWords(p) })),
      ],
      apply: (next) => {
        if (next === '') return { range: '', from: '', to: '' };
        const range = RelativeRange.safeParse(next);
        return range.success ? { range: range.data, from: '', to: '' } : null;
      },
    };
  }
  return {
    kind: 'dates',
    from: state.from,
    to: state.to,
    apply: (from, to) => {
      const valid = (iso: string) => iso === '' || !Number.isNaN(Date.parse(iso));
      if (!valid(from) || !valid(to)) return null;
      if (from && to && Date.parse(from) >= Date.parse(to)) return null;
      return { range: '', from, to };
    },
  };
}
