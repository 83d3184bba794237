/** @module parseDate: a publish date as feeds and pages write it (RFC 822 and its quirks, ISO 8601) → an instant. */

/** A clock time at the very end (not the "+02:00" of an offset): the date names no zone. */
const ZONELESS_TIME = /(?<![+\-\d])\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AP]M)?$/i;

/** No clock time, and a last digit that is not a numeric zone's ("Mon, 29 Jul 2019", "07/29/2019"). */
const isDateOnly = (text: string): boolean =>
  !text.includes(':') && /\d$/.test(text) && !/\s[+-]\d{4}$/.test(text);

/**
 * Date.parse would read a zone-less time, or a date alone, in the host's zone, so one feed would give
 * different instants on different machines; feed readers take such times as UTC.
 */
function withUtcZone(text: string): string {
  if (isDateOnly(text)) return `${text} GMT`;
  if (!ZONELESS_TIME.test(text)) return text;
  return /^\d{4}-\d\d-\d\dT/.test(text) ? `${text}Z` : `${text} GMT`;
}

/**
 * A year: four digits that are not a time or a numeric zone, or RFC 822's two digits after the month
 * ("2 Jan 14"). Without one, Date.parse silently picks 2001.
 */
const YEAR = /(?<![\d:+])(?<! -)\d{4}(?![\d:])|\b\d{1,2} [a-z]{3,}\.? \d{2}(?![\d:])/i;

/**
 * Zone names feeds use beyond RFC 822's (which Date.parse knows and which keep their meaning: CST is US
 * Central). Only unambiguous ones: IST (India, Ireland, Israel) and the like stay unread.
 */
const ZONE_OFFSETS: Record<string, string> = {
  WET: '+0000',
  BST: '+0100',
  CET: '+0100',
  MEZ: '+0100',
  WEST: '+0100',
  CEST: '+0200',
  MESZ: '+0200',
  EET: '+0200',
  EEST: '+0300',
  MSK: '+0300',
  HKT: '+0800',
  SGT: '+0800',
  JST: '+0900',
  KST: '+0900',
  AEST: '+1000',
  AEDT: '+1100',
  NZST: '+1200',
  NZDT: '+1300',
};

/** "… 09:55 CEST" or "… 09:55 (CEST)" → "… 09:55 +0200"; Date.parse knows none of these names. */
function withNumericZone(text: string): string {
  const match = /\s\(?([a-z]{3,4})\)?$/i.exec(text);
  const offset = match?.[1] ? ZONE_OFFSETS[match[1].toUpperCase()] : undefined;
  return match && offset ? `${text.slice(0, match.index)} ${offset}` : text;
}

/** Date.parse copes with RFC 822 quirks seen in real feeds (2-digit years, no seconds, double spaces). */
export function parseDate(value: string | undefined | null): Date | null {
  const text = value?.trim().replace(/\s+/g, ' ') ?? '';
  // V8's Date.parse is lenient ("0" → 2000-01-01, no year → 2001); a real date has a day, a month and a year.
  if (text.length < 8 || !YEAR.test(text)) return null;
  const time = Date.parse(withUtcZone(withNumericZone(text)));
  return Number.isNaN(time) ? null : new Date(time);
}
