/**
 * @module Normalises a headline and lead into the words the story grouping compares: a kicker ("Exclusive",
 * "Stocks making the biggest moves midday", "Cramer's lightning round") is kept apart from the body, a trailing
 * attribution (" : WSJ", " - sources", " - as it happened") is dropped, words are folded, stemmed with the
 * language's stemmer (the search's), and in English a few verbs of financial headlines that tell one event
 * in other words ("buys"/"acquires", "steps down"/"resigns") meet in one word.
 */
import { stem as stemFor } from '../../query';

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
    .replace(/\b(\p{L})\s?\.\s?(\p{L})\s?\.(?!\w)/gu, '$1$2')
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

/** Phrases of English headlines folded into one word before the split ("steps down" = "resigns"). */
const EN_PHRASES: readonly [RegExp, string][] = [
  [/\bst(?:ep|eps|epping|epped) down\b/gu, 'resigns'],
  [/\bchief executive(?: officer)?\b/gu, 'ceo'],
];

/**
 * English verbs that name one act in financial headlines, in the forms headlines use: every form of a group
 * meets in the group's first word. Hand-written and small, verbs a rewrite swaps for one another (checked on the
 * dev pairs: price moves such as "rally"/"climb" are left out, they join daily market wraps of other days).
 */
const EN_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['buy', 'buys', 'bought', 'buying', 'purchase', 'purchases', 'acquire', 'acquires', 'add', 'adds', 'snaps'],
  ['resign', 'resigns', 'quit', 'quits'],
  ['cut', 'cuts', 'axe', 'axes', 'slash', 'slashes'],
  ['ceo', 'boss', 'chief'],
  ['agree', 'agrees', 'agreed', 'clinch', 'clinches', 'seal', 'seals'],
];

/** Words this short stay unstemmed: "UBS" is not a plural, "buy" not a stem. */
const UNSTEMMED_LENGTH = 3;

function stemWord(word: string, language: string): string {
  return word.length <= UNSTEMMED_LENGTH ? word : stemFor(word, language);
}

const EN_SYNONYMS: ReadonlyMap<string, string> = new Map(
  EN_SYNONYM_GROUPS.flatMap((group) =>
    group.map((word): [string, string] => [stemWord(word, 'en'), stemWord(group[0] as string, 'en')]),
  ),
);

/** Ordinals an English headline counts days and rounds with ("fourth day" / "fifth day"), as figures. */
const EN_ORDINALS: ReadonlyMap<string, string> = new Map(
  ['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'].map((w, i) => [
    w,
    `${i + 2}th`,
  ]),
);

/** A word as compared: stemmed for its language, numbers as they are, English synonyms joined. */
export function stem(word: string, language: string): string {
  if (/^\d/.test(word)) return word;
  if (language === 'en' && EN_ORDINALS.has(word)) return EN_ORDINALS.get(word) as string;
  const stemmed = stemWord(word, language);
  return language === 'en' ? (EN_SYNONYMS.get(stemmed) ?? stemmed) : stemmed;
}

/** The distinct content words of a text, folded and stemmed, in first-seen order. */
export function contentWords(text: string, language: string): string[] {
  let folded = foldText(text);
  if (language === 'en') for (const [phrase, word] of EN_PHRASES) folded = folded.replace(phrase, word);
  const out = new Set<string>();
  for (const word of folded.split(' ')) {
    if (word.length > 1 && !STOP.has(word)) out.add(stem(word, language));
  }
  return [...out];
}

export interface HeadlineParts {
  /** The kicker's words, sorted (word order does not matter: "biggest midday moves" = "biggest moves midday"). */
  kicker: string[];
  body: string[];
}

/** Splits a title into kicker and body words; without a kicker, every word is body. */
export function headlineParts(title: string, language: string): HeadlineParts {
  let text = title.replace(/\s+/gu, ' ').trim();
  while (ATTRIBUTION.test(text)) text = text.replace(ATTRIBUTION, '').trim();
  const kicker = /:|\s[-–—]\s/u.exec(text);
  if (kicker !== null) {
    const head = text.slice(0, kicker.index);
    const tail = text.slice(kicker.index + kicker[0].length);
    const body = contentWords(tail, language);
    if (head.trim().split(' ').length <= KICKER_MAX_WORDS && body.length >= 1) {
      return { kicker: contentWords(head, language).sort(), body };
    }
  }
  return { kicker: [], body: contentWords(text, language) };
}
