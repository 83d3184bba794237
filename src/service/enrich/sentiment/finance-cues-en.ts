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
  stems(`rise rises rose risen rising increase increased increases increasing grow grows grew grown growing growth
  gain gains gained jump jumped jumps surge surged soar soared climb climbed rally rallied up higher highest improve
  improved improves boost boosted expand expanded expands strengthen strengthened raise raised raises lift lifted
  double doubled triple tripled advance advanced rebound rebounded recover recovered widen widened exceed exceeded
  upgrade upgraded outperform outperformed beat beats topped accelerate accelerated hike hiked spike spiked
  skyrocket skyrocketed swell swelled upward`);

/** Movement downwards. */
export const DOWN =
  stems(`fall falls fell fallen falling drop dropped drops decline declined declines decrease decreased decreases
  plunge plunged slump slumped tumble tumbled sink sank sunk slide slid lower lowest down cut cuts reduce reduced
  reduces weaken weakened shrink shrank shrunk downgrade downgraded lose lost slip slipped dip dipped plummet
  plummeted narrow narrowed halve halved crash crashed slash slashed trim trimmed miss missed misses underperform
  underperformed ease eased shed erode eroded deteriorate deteriorated slow slowed slowing
  downward tank tanked`);

/** Quantities a holder wants to go up. */
export const GOOD_METRIC =
  stems(`profit profits earnings revenue revenues sales income eps margin margins ebit ebitda
  dividend dividends orders order backlog bookings demand share shares stock stocks price target outlook guidance
  forecast value volume volumes cash flow result results turnover output production deliveries market capacity
  rating ratings estimates expectations customers subscribers traffic occupancy productivity jobs employment
  workforce headcount payrolls gdp surplus`);

/** Quantities a holder wants to go down (the direction's sense flips). */
export const BAD_METRIC = stems(`loss losses cost costs debt debts unemployment deficit layoffs impairment
  writedown writedowns charges charge expenses expenditure liabilities inflation risk risks delinquencies defaults
  provisions claims arrears`);

/** Words positive on their own. */
export const POSITIVE =
  stems(`record strong stronger strongest robust solid healthy bullish overweight outperform upbeat optimistic
  confident confidence profitable success successful win wins won award awarded beat beats surpass surpassed boom
  booming best better excellent positive favorable favourable upside breakthrough approval approved partnership
  expansion improvement progress milestone recovery turnaround tailwind tailwinds momentum pleased benefit
  benefits enhance enhanced efficiency efficient synergy synergies accretive resilient resilience outstanding
  impressive savings optimism favourably favorably successfully lucrative promising thrive thriving flourish
  flourishing welcome welcomed attractive opportunity opportunities good great gain gains gainer winner boosts
  strongly stellar upswing upturn buoyant brisk`);

/** Winning business: one of these verbs shortly before one of the nouns below is good news for the winner. */
export const WIN_VERB =
  stems(`win wins won winning award awarded secure secured land landed clinch clinched bag bagged
  receive received sign signed`);
export const DEAL_NOUN = stems(`contract contracts order orders deal deals tender mandate licence license`);

/** Words negative on their own. */
export const NEGATIVE =
  stems(`weak weaker weakest weakness bearish underweight underperform warning warns warned bankrupt bankruptcy
  insolvency lawsuit sue sued probe investigation fraud scandal layoff layoffs redundancies redundancy recall fine
  fined penalty default defaults crisis concern concerns fear fears worst worse poor negative downside unprofitable
  slowdown recession delay delayed halt halted suspend suspended closure shutdown struggle struggles struggling
  disappoint disappointing disappointed shortfall headwind headwinds difficult challenging uncertainty turmoil
  collapse dispute cancel cancelled canceled terminate terminated problem problems difficulty difficulties
  pressure pressures burden burdened hurt hurts damage damaged adverse adversely unfavourable unfavorable volatile
  volatility strike strikes outage outages breach accident litigation allegation allegations violation sanctions
  overcapacity oversupply postpone postponed postponement cancellation termination shortage shortages downturn
  sluggish subdued stagnant stagnation lacklustre lackluster bleak gloomy pessimistic fail fails failed failure
  worsen worsened worsening dilution dilutive writeoff setback setbacks slowdown slump`);
