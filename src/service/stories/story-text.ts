/**
 * @module Normalises a headline and lead into the words the story grouping compares: a kicker ("Exclusive",
 * "Stocks making the biggest moves midday", "Cramer's lightning round") is kept apart from the body, a trailing
 * attribution (" : WSJ", " - sources", " - as it happened") is dropped, words are folded and lightly stemmed.
 */

const STOP = new Set(
  (
    'a an the of to in on for and or with at by from as is are was were be been it its after over into amid ' +
    'says say said new how why what this that his her their you your not up out off than more about will has ' +
    'have had can could may might would should do does did but if so just now here there who which when where ' +
    'plc inc corp co ltd llc group holdings sa ag nv'
  ).split(' '),
);

/** A kicker is at most this many words before the first colon. */
const KICKER_MAX_WORDS = 7;
const ATTRIBUTION =
  /\s+(?::\s+[^:]{1,30}|[-–—]\s+(?:(?:exclusive\s+)?sources?|reports?|as it happened|live!?|business live))$/iu;

/** Lower-case, without accents or apostrophe-s; every run of other characters becomes one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\b([A-Z])\s?\.\s?([A-Z])\s?\.(?!\w)/gu, '$1$2')
    .replace(/(\d)\s?,\s?(\d{3})\b/gu, '$1$2')
    .replace(/\$\s?(?=\d)/gu, 'usd ')
    .replace(/£\s?(?=\d)/gu, 'gbp ')
    .replace(/€\s?(?=\d)/gu, 'eur ')
    .replace(/(\d)\s?\.\s?(\d)/gu, '$1_$2')
    .replace(/(\d)\s?(bn|billion)\b/giu, '$1 billion')
    .replace(/(\d)\s?(m|mln|million)\b/giu, '$1 million')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`]s\b/gu, '')
    .replace(/[^\p{L}\p{N}_]+/gu, ' ')
    .trim();
}

/** A light suffix strip so that "adds"/"added"/"adding" meet; short words stay as they are. */
export function stem(word: string): string {
  if (word.length <= 4 || /^\d/.test(word)) return word;
  return word.replace(/(?:ing|ed|es|s)$/u, '');
}

/** The distinct content words of a text, folded and stemmed, in first-seen order. */
export function contentWords(text: string): string[] {
  const out = new Set<string>();
  for (const word of foldText(text).split(' ')) {
    if (word.length > 1 && !STOP.has(word)) out.add(stem(word));
  }
  return [...out];
}

export interface HeadlineParts {
  /** The kicker's words, sorted (word order does not matter: "biggest midday moves" = "biggest moves midday"). */
  kicker: string[];
  body: string[];
}

/** Splits a title into kicker and body words; without a kicker, every word is body. */
export function headlineParts(title: string): HeadlineParts {
  let text = title.replace(/\s+/gu, ' ').trim();
  while (ATTRIBUTION.test(text)) text = text.replace(ATTRIBUTION, '').trim();
  const kicker = /:|\s[-–—]\s/u.exec(text);
  if (kicker !== null) {
    const head = text.slice(0, kicker.index);
    const tail = text.slice(kicker.index + kicker[0].length);
    const body = contentWords(tail);
    if (head.trim().split(' ').length <= KICKER_MAX_WORDS && body.length >= 1) {
      return { kicker: contentWords(head).sort(), body };
    }
  }
  return { kicker: [], body: contentWords(text) };
}
