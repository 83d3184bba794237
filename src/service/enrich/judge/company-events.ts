/**
 * @module What a clause says happened to the company it names, in English headline words the sentence model
 * reads weakly (it learnt from tweets and prose news): charges and troubles against it, approvals, upgrades
 * and rebounds for it.
 */
import { stemmer } from '@orama/stemmers/english';
import { isCueFeature, type FeatureBag } from '../sentiment/features-en';

const stems = (words: string): Set<string> =>
  new Set(
    words
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => stemmer(w)),
  );

/** Things that happen to a company and hurt its holders. */
const BAD_EVENT = stems(`accuse accused accuses allege alleged allegedly bribe bribes bribery bribing
  invalidate invalidated invalidates stall stalls stalled lag lags lagged loss losses trouble troubles troubled
  headache headaches threat threaten threatens threatened knock knocked depress depressed blame blames blamed
  exposed exposure junk rout meltdown spill spills ousted ousts oust raid raided shortfalls withdraw withdraws
  withdrew withdrawal outflow outflows plunge plunges tumble tumbles slide slides sink sinks crisis writedown
  writedowns impairment impairments`);

/** Things that happen to a company and help its holders. */
const GOOD_EVENT = stems(`approve approves approval approved bounce rebound dismissal dismissed escape escapes
  escaped favourite favorite favorites favourites buy upgrade upgrades upgraded`);

/**
 * Good minus bad event words among the words of an English feature bag (each word once, as the bag holds it);
 * a negated word ("not_…") counts for the other side.
 */
export function eventLean(bag: FeatureBag): number {
  let lean = 0;
  for (const key of bag.keys()) {
    if (isCueFeature(key) || key.includes(' ')) continue;
    const negated = key.startsWith('not_');
    const word = negated ? key.slice(4) : key;
    const sign = GOOD_EVENT.has(word) ? 1 : BAD_EVENT.has(word) ? -1 : 0;
    lean += negated ? -sign : sign;
  }
  return lean;
}
