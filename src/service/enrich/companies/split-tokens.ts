/**
 * @module Splits tokens that join a name to something else: a section label glued to a headline's first word
 * ("CompaniesTesco") or an elided French or Italian article ("d'Orange", "l'Eni"). A token is split only when
 * it starts no name itself and its right-hand part does, and a glued label only where labels stand: in the
 * first two words. Further on, a capital inside a word is a compound name ("CitySprint" is not Sprint).
 */
import type { PhraseTable, Token } from './tokens';

const GLUE = /(?<=\p{Ll}{2})(?=\p{Lu})/gu;
const ELISION = /^(?:[cdjlmnst]|qu)'(?=\p{L})/iu;
/** A section label has one or two words ("Companies", "News Feed"). */
const LABEL_WORDS = 2;

/**
 * "CompaniesTesco", "MarketsBP", "News FeedFTSE": scraped headlines often carry a section label glued to
 * their first word. The token is split where a lower-case run meets a capital; "PayPal" or "BlackRock" stay
 * whole unless "Pal" or "Rock" began a name. "d'Orange" is split after the apostrophe.
 */
function splitPoint(raw: string, names: PhraseTable<unknown>, labelled: boolean): number | undefined {
  const elided = ELISION.exec(raw);
  if (elided && names.startsPhrase(raw.slice(elided[0].length).toLowerCase())) return elided[0].length;
  if (!labelled) return undefined;
  for (const m of raw.matchAll(GLUE)) {
    if (m.index >= 3 && names.startsPhrase(raw.slice(m.index).toLowerCase())) return m.index;
  }
  return undefined;
}

export function splitJoined(tokens: readonly Token[], names: PhraseTable<unknown>): readonly Token[] {
  let out: Token[] | undefined;
  tokens.forEach((t, i) => {
    const at = names.startsPhrase(t.lower) ? undefined : splitPoint(t.raw, names, i < LABEL_WORDS);
    if (at === undefined) {
      out?.push(t);
      return;
    }
    const left = t.raw.slice(0, at);
    const right = t.raw.slice(at);
    out ??= tokens.slice(0, i);
    out.push(
      { raw: left, lower: left.toLowerCase(), at: t.at },
      { raw: right, lower: right.toLowerCase(), at: t.at + at },
    );
  });
  return out ?? tokens;
}
