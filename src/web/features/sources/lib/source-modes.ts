/** @module How one domain is used (only / opt in / exclude / default), read from and written to the three lists. */
import type { SourceV2 } from '../../../../contract';

export type SourceMode = 'auto' | 'only' | 'optIn' | 'exclude';

export interface SourceSelection {
  sources: string[];
  optInSources: string[];
  excludeSources: string[];
}

export function modeOf(value: SourceSelection, domain: string): SourceMode {
  if (value.sources.includes(domain)) return 'only';
  if (value.optInSources.includes(domain)) return 'optIn';
  if (value.excludeSources.includes(domain)) return 'exclude';
  return 'auto';
}

export function withMode(value: SourceSelection, domain: string, mode: SourceMode): SourceSelection {
  const drop = (list: string[]) => list.filter((d) => d !== domain);
  const next = {
    sources: drop(value.sources),
    optInSources: drop(value.optInSources),
    excludeSources: drop(value.excludeSources),
  };
  if (mode === 'only') next.sources.push(domain);
  if (mode === 'optIn') next.optInSources.push(domain);
  if (mode === 'exclude') next.excludeSources.push(domain);
  return next;
}

/** One sentence saying which sources the request actually searches. */
export function summarizeSources(value: SourceSelection, catalogue: SourceV2[]): string {
  const defaults = catalogue.filter((s) => s.isDefaultSource).length;
  const base = value.sources.length
    ? value.sources.includes('*')
      ? 'All sources'
      : `Only ${value.sources.join(', ')}`
    : `Default set${catalogue.length ? ` (${defaults} of ${catalogue.length} sources)` : ''}`;
  const extra =
    value.optInSources.length && !value.sources.length ? ` + ${value.optInSources.join(', ')}` : '';
  const minus = value.excludeSources.length ? `, excluding ${value.excludeSources.join(', ')}` : '';
  return `${base}${extra}${minus}.`;
}
