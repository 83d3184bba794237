/**
 * @module Decides whether a name that is also an ordinary word means the company, from the words around that
 * one mention (about two sentences), never from the whole article: a "company" three paragraphs later says
 * nothing about "Shell" here.
 */
import { FINANCE_CONTEXT, PERSON_ROLES, type AmbiguousAlias } from './ambiguous-aliases';
import { financeWordsOf } from './finance-words';
import { hasPhrase, wordString, type Token } from './tokens';

/** Around a surname, a role says a person is meant, so it does not count as company context. */
const FINANCE_WITHOUT_ROLES = FINANCE_CONTEXT.filter((w) => !PERSON_ROLES.includes(w));

/** For a name that is only an ordinary word in the text's language: no words of its own either way. */
export const NO_CUES: AmbiguousAlias = { confirm: [], veto: [], surname: false };

/** Tokens either side of a mention that count as its context. */
export const CONTEXT_TOKENS = 20;

/** Where a mention's context lies: token indices and the characters they cover. */
export interface Near {
  tokens: readonly Token[];
  from: number;
  to: number;
}

/** The context of the mention spanning tokens [start, end). */
export function nearMention(tokens: readonly Token[], start: number, end: number): Near {
  const near = tokens.slice(Math.max(0, start - CONTEXT_TOKENS), end + CONTEXT_TOKENS);
  const last = near[near.length - 1];
  return { tokens: near, from: near[0]?.at ?? 0, to: last === undefined ? 0 : last.at + last.raw.length };
}

export interface MentionContext {
  amb: AmbiguousAlias;
  /** A legal form follows the name ("Shell plc"). */
  suffix: boolean;
  /** Another company is named near the mention. */
  others: boolean;
  language: string | undefined;
}

/** Confidence of the company reading, or null when the context does not support it. */
export function contextConfidence(text: string, near: Near, m: MentionContext): number | null {
  if (m.suffix) return 0.75;
  const words = wordString(near.tokens);
  if (hasPhrase(words, m.amb.veto)) return null;
  if (hasPhrase(words, m.amb.confirm)) return 0.72;
  if (m.amb.confirmOnly === true) return null;
  if (
    /[$%€£¥]/.test(text.slice(near.from, near.to)) ||
    hasPhrase(words, m.amb.surname ? FINANCE_WITHOUT_ROLES : FINANCE_CONTEXT) ||
    hasPhrase(words, financeWordsOf(m.language))
  )
    return 0.65;
  return m.others ? 0.6 : null;
}
