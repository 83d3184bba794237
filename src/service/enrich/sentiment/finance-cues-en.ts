/** @module financeCuesEnglish: hand-written English finance cue lists (stemmed). */
// Why: the model learns one weight per cue class, not per word, so it generalises from tweets to news prose.
import { stemmer } from '@orama/stemmers/english';

const stems = (words: string): Set<string> =>
  new Set(
    words
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => stemmer(w)),
  );

/** Movement upwards of whatever follows or precedes. */
export const UP =
  stems(`rise rises rose risen rising increase increased grow grew grown growth gain gained jump jumped
  surge surged soar soared climb climbed rally rallied up higher highest improve improved boost boosted expand expanded
  strengthen strengthened raise raised lift lifted double doubled triple tripled advance advanced rebound rebounded
  recover recovered widen widened exceed exceeded upgrade upgraded outperform outperformed beat beats`);

/** Movement downwards. */
export const DOWN =
  stems(`fall falls fell fallen falling drop dropped decline declined decrease decreased plunge
  plunged slump slumped tumble tumbled sink sank slide slid lower lowest down cut cuts reduce reduced weaken weakened
  shrink shrank downgrade downgraded lose lost slip slipped dip dipped plummet plummeted narrow
  narrowed halve halved crash crashed sank slash slashed trim trimmed miss missed underperform underperformed`);

/** Quantities a holder wants to go up. */
export const GOOD_METRIC =
  stems(`profit profits earnings revenue revenues sales income eps margin margins ebit ebitda
  dividend dividends orders order demand share shares stock stocks price target outlook guidance forecast value volume
  cash flow result results turnover output market capacity rating ratings estimates expectations`);

/** Quantities a holder wants to go down (the direction's sense flips). */
export const BAD_METRIC = stems(`loss losses cost costs debt debts unemployment deficit layoffs impairment
  writedown charges charge expenses liabilities inflation risk risks delinquencies defaults`);

/** Words positive on their own. */
export const POSITIVE =
  stems(`record strong stronger robust bullish buy overweight outperform upbeat optimistic
  profitable success successful win won award awarded beat beats surpass surpassed boom booming best positive
  favorable favourable upside breakthrough approval approved agreement partnership expansion`);

/** Words negative on their own. */
export const NEGATIVE =
  stems(`weak weaker bearish sell underweight underperform warning warns warned bankrupt bankruptcy
  lawsuit sue sued probe investigation fraud layoff layoffs redundancies recall fine fined penalty default defaults
  crisis concern concerns fear fears worst negative downside unprofitable slowdown recession
  delay delayed halt halted suspend suspended closure shutdown struggle struggles struggling disappoint disappointing`);
