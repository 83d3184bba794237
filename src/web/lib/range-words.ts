/** @module A rolling range (`17d`: a whole number of minutes, hours or days) split into its parts and in words. */
import type { RelativeRange } from './explorer-state';

export type RangeUnit = 'm' | 'h' | 'd';
export const UNIT_WORD: Record<RangeUnit, string> = { m: 'minute', h: 'hour', d: 'day' };

export function splitRange(range: RelativeRange): { count: number; unit: RangeUnit } {
  return { count: Number(range.slice(0, -1)), unit: range.slice(-1) as RangeUnit };
}

/** The words for a rolling range: "the last hour", "the last 17 days". */
export function rangeWords(range: RelativeRange): string {
  const { count, unit } = splitRange(range);
  return count === 1 ? `the last ${UNIT_WORD[unit]}` : `the last ${count} ${UNIT_WORD[unit]}s`;
}
