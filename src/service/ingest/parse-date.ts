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

/** A day of the month: an ISO date, or one or two digits that are not part of a time or a year. */
const DAY = /\d{4}-\d\d-\d\d|(?<![\d:])\d{1,2}(?![\d:])/;

/**
 * Zone names feeds and pages use: RFC 822's (CST keeps its meaning there: US Central) and the unambiguous
 * others. IST (India, Ireland, Israel) and the like stay unread.
 */
const ZONE_OFFSETS = new Map(
  Object.entries({
    Z: '+0000',
    UT: '+0000',
    UTC: '+0000',
    GMT: '+0000',
    EST: '-0500',
    EDT: '-0400',
    CST: '-0600',
    CDT: '-0500',
    MST: '-0700',
    MDT: '-0600',
    PST: '-0800',
    PDT: '-0700',
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
  }),
);

/** A word at the end, maybe in parentheses: a zone name, or the AM/PM of a 12-hour time. */
const TRAILING_WORD = /\s(\(?)([a-z]{1,5})\)?$/i;

function endsWithZone(text: string): boolean {
  const word = /\s([a-z]{1,5})$/i.exec(text)?.[1];
  return /(?:[+-]\d\d:?\d\d|\dZ)$/i.test(text) || ZONE_OFFSETS.has(word?.toUpperCase() ?? '');
}

/**
 * "… CEST", "… (CEST)" or "… EST" → "… +0200", "… -0500": Date.parse knows RFC 822's names only after an
 * RFC 822 date, and the others nowhere. A name in parentheses after a zone is a comment ("+0530 (IST)").
 * Null for a name that is no zone we know: read as UTC it would be hours off.
 */
function withNumericZone(text: string): string | null {
  const match = TRAILING_WORD.exec(text);
  const name = match?.[2]?.toUpperCase();
  if (!match || !name || name === 'AM' || name === 'PM') return text;
  const before = text.slice(0, match.index);
  if (match[1] && endsWithZone(before)) return withNumericZone(before);
  const offset = ZONE_OFFSETS.get(name);
  return offset ? `${before} ${offset}` : null;
}

/** An ISO date, maybe with a time, then a space or a time and then a numeric zone. */
const ISO_THEN_ZONE = /^(\d{4}-\d\d-\d\d)(?:[T ](\d{1,2}:\d\d(?::\d\d(?:\.\d+)?)?) ?| )([+-]\d\d):?(\d\d)$/;

/**
 * A date and a numeric zone in the forms Date.parse reads: ISO as ISO ("2026-11-25T09:55:00+02:00"), and a
 * date alone with its zone as midnight there ("24 Nov 2026 00:00 +0100").
 */
function withTimeBeforeZone(text: string): string {
  const iso = ISO_THEN_ZONE.exec(text);
  if (iso) {
    const [, day, time = '00:00', zoneHours, zoneMinutes] = iso;
    return `${day}T${time.replace(/^\d:/, '0$&')}${zoneHours}:${zoneMinutes}`;
  }
  return text.replace(/^([^:]*\d) ([+-]\d{4})$/, '$1 00:00 $2');
}

/** Date.parse copes with RFC 822 quirks seen in real feeds (2-digit years, no seconds, double spaces). */
export function parseDate(value: string | undefined | null): Date | null {
  const text = value?.trim().replace(/\s+/g, ' ') ?? '';
  // V8's Date.parse is lenient ("0" → 2000-01-01, no year → 2001); a real date has a day, a month and a year.
  if (text.length < 8 || !YEAR.test(text) || !DAY.test(text)) return null;
  const zoned = withNumericZone(text);
  if (zoned === null) return null;
  const time = Date.parse(withUtcZone(withTimeBeforeZone(zoned)));
  return Number.isNaN(time) ? null : new Date(time);
}
