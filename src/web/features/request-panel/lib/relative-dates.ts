/**
 * @module A rolling date range (`range=17d`: any whole number of minutes, hours or days) kept relative in
 * copied code: the expression each target computes `from` with, floored to the minute as the page does
 * (resolveRange), and the way back for paste.
 */
import { RelativeRange } from '../../../lib/explorer-state';
import { splitRange, UNIT_WORD, type RangeUnit } from '../../../lib/range-words';

export const RELATIVE_TARGETS = ['curl', 'typescript', 'python'] as const;
export type RelativeTarget = (typeof RELATIVE_TARGETS)[number];

const JS_UNIT_MS: Record<RangeUnit, string> = { m: '60_000', h: '3_600_000', d: '86_400_000' };

function unitOfWord(word: string): RangeUnit | undefined {
  return (Object.keys(UNIT_WORD) as RangeUnit[]).find((unit) => word.startsWith(UNIT_WORD[unit]));
}

/** The JSON string value a snippet is first rendered with, where `from` goes. */
export function relativeMarker(range: RelativeRange): string {
  return `@relative:${range}`;
}

// GNU date (Linux) reads `-d '30 days ago'`; where it cannot (BSD date on macOS), `-v-30d` does the same.
const DATE_FORMAT = '+%Y-%m-%dT%H:%M:00Z';
const BSD_UNIT: Record<RangeUnit, string> = { m: 'M', h: 'H', d: 'd' };
const CURL_HEAD = `"'"$(date -u -d '`;
const CURL_GNU_TAIL = `' ${DATE_FORMAT} 2>/dev/null || date -u -v-`;
const CURL_TAIL = ` ${DATE_FORMAT})"'"`;
const JS_HEAD = 'new Date(Math.floor(Date.now() / 60_000) * 60_000 - ';
const JS_TAIL = ').toISOString()';
const PY_HEAD = '(datetime.now(timezone.utc) - timedelta(';
const PY_TAIL = ')).strftime("%Y-%m-%dT%H:%M:00Z")';

/**
 * What replaces the marker's JSON string (`"@relative:30d"`, quotes included). curl's body is one
 * single-quoted shell word, so its expression leaves the quotes, substitutes `date`, and re-enters them;
 * it runs with GNU date (Linux) and BSD date (macOS), never needing GNU's `-d` where it is missing.
 */
function replacement(target: RelativeTarget, range: RelativeRange): string {
  const { count, unit } = splitRange(range);
  switch (target) {
    case 'curl':
      return `${CURL_HEAD}${count} ${UNIT_WORD[unit]}${count === 1 ? '' : 's'} ago${CURL_GNU_TAIL}${count}${BSD_UNIT[unit]}${CURL_TAIL}`;
    case 'typescript':
      return `${JS_HEAD}${count === 1 ? '' : `${count} * `}${JS_UNIT_MS[unit]}${JS_TAIL}`;
    case 'python':
      return `${PY_HEAD}${UNIT_WORD[unit]}s=${count}${PY_TAIL}`;
  }
}

/** Puts the target's expression where the marker is. */
export function insertRelative(text: string, target: RelativeTarget, range: RelativeRange): string {
  return text.replace(JSON.stringify(relativeMarker(range)), () => replacement(target, range));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = '([1-9]\\d{0,5})';
const WORD = '(minute|hour|day)s?';
const JS_MS = `(${Object.values(JS_UNIT_MS).join('|')})`;

/** Each target's expression as a pattern, and the range a match stands for (undefined: not one we write). */
const PATTERNS: { pattern: RegExp; range: (groups: string[]) => string }[] = [
  {
    pattern: new RegExp(
      `${escape(CURL_HEAD)}${NUMBER} ${WORD} ago${escape(CURL_GNU_TAIL)}\\d+[MHd]${escape(CURL_TAIL)}`,
      'g',
    ),
    range: ([count, word]) => `${count}${unitOfWord(word ?? '') ?? ''}`,
  },
  {
    pattern: new RegExp(`${escape(JS_HEAD)}(?:${NUMBER} \\* )?${JS_MS}${escape(JS_TAIL)}`, 'g'),
    range: ([count, ms]) =>
      `${count ?? 1}${(Object.keys(JS_UNIT_MS) as RangeUnit[]).find((unit) => JS_UNIT_MS[unit] === ms) ?? ''}`,
  },
  {
    pattern: new RegExp(`${escape(PY_HEAD)}${WORD}=${NUMBER}${escape(PY_TAIL)}`, 'g'),
    range: ([word, count]) => `${count}${unitOfWord(word ?? '') ?? ''}`,
  },
];

/** The way back: every expression we write becomes its marker again, so the text is plain JSON-ish. */
export function markRelative(text: string): string {
  let out = text;
  for (const { pattern, range } of PATTERNS) {
    out = out.replace(pattern, (match, ...rest: unknown[]) => {
      const parsed = RelativeRange.safeParse(range(rest.slice(0, 2) as string[]));
      return parsed.success ? JSON.stringify(relativeMarker(parsed.data)) : match;
    });
  }
  return out;
}

/** The rolling range a `from` value stands for, when it is a marker. */
export function rangeOfMarker(value: unknown): RelativeRange | undefined {
  if (typeof value !== 'string' || !value.startsWith('@relative:')) return undefined;
  const parsed = RelativeRange.safeParse(value.slice('@relative:'.length));
  return parsed.success ? parsed.data : undefined;
}
