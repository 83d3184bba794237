/** @module markNumericChanges: tags "to X from Y" / "from Y to X" / "X versus Y" / "X (Y)" comparisons in English with their direction. */
// Why: financial reporting states most changes as two figures ("profit was 5.1 million, compared with 3.9 million")
// with no direction word; the placeholder tokens would lose which one is larger.

export const CHANGE_UP = '_cmpup_';
export const CHANGE_DOWN = '_cmpdown_';

const CURRENCY = String.raw`(?:[$€£¥]|(?:us\$|usd|eur|gbp|jpy|cny|chf|cad|aud|sek|nok|dkk|inr|rs\.?)\s?)`;
const UNIT = String.raw`(?:%|\s?(?:pct|percent|per cent|cents?|mn|mln|million|m|bn|bln|billion|b|k|thousand)\b)`;
/** A currency named after the amount ("10 million dollars"); it does not change the comparison. */
const CURRENCY_WORD = String.raw`(?:\s(?:dollars?|euros?|pounds?|francs?|kronor|kroner|krona|yen|yuan|rupees?)\b)?`;
/** One figure: optional currency, a number with separators, optional unit. Groups: currency, number, unit. */
const FIGURE = String.raw`(${CURRENCY})?(\d+(?:[.,]\d+)*)(${UNIT})?${CURRENCY_WORD}`;
/** Gap between the two figures of a "to X from Y" pair: short, same sentence, no other figure. */
const GAP = String.raw`[^.;:\d]{0,30}?`;

const FROM_TO = new RegExp(String.raw`\bfrom\s+${FIGURE}\s+to\s+${FIGURE}`, 'g');
const TO_FROM = new RegExp(String.raw`${FIGURE}(${GAP})\bfrom\s+${FIGURE}`, 'g');
const VERSUS = new RegExp(
  String.raw`${FIGURE}\s*,?\s+(?:(?:as\s+)?compared\s+(?:with|to)|versus|vs\.?|against)\s+${FIGURE}`,
  'g',
);
/**
 * European results releases give the year-earlier figure in parentheses: "net sales EUR 58.2 mn (EUR 51.8 mn)".
 * Only a lone figure counts ("(operating profit EUR 1.1 mn)" may compare a loss with a profit).
 */
const PARENTHESISED = new RegExp(String.raw`${FIGURE}\s*\(\s*(?:\d{4}\s*:\s*)?${FIGURE}\s*\)`, 'g');

const MULTIPLIERS: [RegExp, number][] = [
  [/^(?:bn|bln|billion|b)$/, 1e9],
  [/^(?:mn|mln|million|m)$/, 1e6],
  [/^(?:k|thousand)$/, 1e3],
  [/^cents?$/, 1e-2],
];

interface Figure {
  value: number;
  percent: boolean;
  /** A bare four-digit year-like integer ("2008"), which must not be compared as an amount. */
  yearLike: boolean;
  multiplier: number | undefined;
}

/** "1,500" is a thousands separator, "1,5" a decimal comma (European style), "1.234.567" thousands. */
function parseNumber(raw: string): number {
  const parts = raw.split(/[.,]/);
  if (parts.length === 1) return Number(raw);
  const last = parts[parts.length - 1] ?? '';
  const grouped = parts.slice(1).every((p) => p.length === 3);
  if (grouped && (parts.length > 2 || raw.includes(','))) return Number(parts.join(''));
  return Number(`${parts.slice(0, -1).join('')}.${last}`);
}

function figure(currency: string | undefined, raw: string, unitRaw: string | undefined): Figure {
  const unit = (unitRaw ?? '').trim();
  const multiplier = MULTIPLIERS.find(([re]) => re.test(unit))?.[1];
  const value = parseNumber(raw);
  return {
    value,
    percent: /^(?:%|pct|percent|per cent)$/.test(unit),
    yearLike: !currency && !unit && /^(?:19|20)\d\d$/.test(raw),
    multiplier,
  };
}

/** +1 when `now` is larger than `before`, -1 when smaller, 0 when equal or not comparable. */
function compareFigures(now: Figure, before: Figure): number {
  if (now.percent !== before.percent || now.yearLike || before.yearLike) return 0;
  // "to 120 million from 95": a missing unit on one side means the same unit as the other.
  const a = now.value * (now.multiplier ?? before.multiplier ?? 1);
  const b = before.value * (before.multiplier ?? now.multiplier ?? 1);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === b) return 0;
  return a > b ? 1 : -1;
}

const marker = (direction: number): string =>
  direction > 0 ? ` ${CHANGE_UP} ` : direction < 0 ? ` ${CHANGE_DOWN} ` : ' ';

/** Appends a direction marker after every comparison found in lower-cased text; the text itself is kept. */
export function markNumericChanges(lower: string): string {
  return lower
    .replace(
      FROM_TO,
      (match, c1?: string, n1?: string, u1?: string, c2?: string, n2?: string, u2?: string) => {
        const before = figure(c1, n1 ?? '', u1);
        const now = figure(c2, n2 ?? '', u2);
        return match + marker(compareFigures(now, before));
      },
    )
    .replace(
      TO_FROM,
      (match, c1?: string, n1?: string, u1?: string, gap?: string, c2?: string, n2?: string, u2?: string) =>
        // "from 95 to 120" was already marked above; its "120" must not pair with a later "from".
        (gap ?? '').includes('_cmp')
          ? match
          : match + marker(compareFigures(figure(c1, n1 ?? '', u1), figure(c2, n2 ?? '', u2))),
    )
    .replace(
      VERSUS,
      (match, c1?: string, n1?: string, u1?: string, c2?: string, n2?: string, u2?: string) => {
        return match + marker(compareFigures(figure(c1, n1 ?? '', u1), figure(c2, n2 ?? '', u2)));
      },
    )
    .replace(
      PARENTHESISED,
      (match, c1?: string, n1?: string, u1?: string, c2?: string, n2?: string, u2?: string) =>
        match + marker(compareFigures(figure(c1, n1 ?? '', u1), figure(c2, n2 ?? '', u2))),
    );
}
