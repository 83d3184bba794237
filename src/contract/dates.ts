/**
 * @module The date forms `from`/`to` accept: YYYY-MM-DD or ISO 8601, no zone meaning UTC, and the range
 * they must fall in (years 1970–9999, the same on every store: PGlite cannot take a year past 9999).
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export interface DateBound {
  /** Inclusive instant for `from`, exclusive-from-below handled by the caller. */
  instant: Date;
  /** True when only a calendar day was given. */
  dateOnly: boolean;
}

function validCalendarDay(y: number, m: number, d: number): boolean {
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** Parses a `from`/`to` value; returns null when it is not one of the accepted forms. */
export function parseDateBound(value: string): DateBound | null {
  const day = DATE_ONLY.exec(value);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    if (!validCalendarDay(y, m, d)) return null;
    return { instant: new Date(Date.UTC(y, m - 1, d)), dateOnly: true };
  }
  const dt = DATE_TIME.exec(value);
  if (!dt) return null;
  const [y, m, d, hh, mm] = [Number(dt[1]), Number(dt[2]), Number(dt[3]), Number(dt[4]), Number(dt[5])];
  const ss = dt[6] ? Number(dt[6]) : 0;
  if (!validCalendarDay(y, m, d) || hh > 23 || mm > 59 || ss > 59) return null;
  const ms = dt[7] ? Math.floor(Number(`0.${dt[7]}`) * 1000) : 0;
  let offsetMinutes = 0;
  const zone = dt[8];
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
  }
  const utc = Date.UTC(y, m - 1, d, hh, mm, ss, ms) - offsetMinutes * 60_000;
  return { instant: new Date(utc), dateOnly: false };
}

/** The instants `from`/`to` may name, both inclusive: 1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z. */
export const DATE_RANGE = {
  min: new Date(Date.UTC(1970, 0, 1)),
  max: new Date(Date.UTC(10_000, 0, 1) - 1),
} as const;

/** Where a parsed bound lies against DATE_RANGE. */
export function dateRangeSide(bound: DateBound): 'below' | 'within' | 'above' {
  const t = bound.instant.getTime();
  if (t < DATE_RANGE.min.getTime()) return 'below';
  return t > DATE_RANGE.max.getTime() ? 'above' : 'within';
}

/** The exclusive upper instant of a `to` bound: a date-only `to` includes that whole day. */
export function upperBoundExclusive(bound: DateBound): Date {
  return bound.dateOnly
    ? new Date(bound.instant.getTime() + 24 * 3600 * 1000)
    : new Date(bound.instant.getTime() + 1);
}

/**
 * The upper bound a search applies for `to`, or null when it reaches past the range's end (`to` on
 * 9999-12-31): nothing stored lies beyond it, and the year 10000 would be refused by PGlite.
 */
export function searchUpperBound(bound: DateBound): Date | null {
  const upper = upperBoundExclusive(bound);
  return upper.getTime() > DATE_RANGE.max.getTime() ? null : upper;
}
