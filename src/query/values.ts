/**
 * @module Normal forms of field-filter values and of the article attributes they are compared with.
 * The store should write `source`, `countries` and `categories` through these too, so SQL equality
 * and the in-memory matcher compare the same strings.
 */
import { CATEGORIES, EXCHANGES, SENTIMENTS } from '../contract';

/** Tickers, ISINs, OpenFIGIs, exchanges and countries compare upper-case. */
export function normalizeUpper(value: string): string {
  return value.trim().toUpperCase();
}

/** Sources (domains), categories and sentiment labels compare lower-case. */
export function normalizeLower(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Authors compare with ASCII letters folded to lower case and nothing else: SQL's lower() folds other letters
 * by the database's locale (PGlite's C locale folds none), and the store's index and the live matcher must
 * agree with it on every server. See AUTHOR_KEY_SQL in compile-query.ts.
 */
export function foldAuthor(value: string): string {
  return value.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

const EXCHANGE_SET: ReadonlySet<string> = new Set(EXCHANGES);
const CATEGORY_SET: ReadonlySet<string> = new Set(CATEGORIES);
const SENTIMENT_SET: ReadonlySet<string> = new Set(SENTIMENTS);

export function isKnownExchange(value: string): boolean {
  return EXCHANGE_SET.has(normalizeUpper(value));
}

export function isKnownCategory(value: string): boolean {
  return CATEGORY_SET.has(normalizeLower(value));
}

export function isKnownSentiment(value: string): boolean {
  return SENTIMENT_SET.has(normalizeLower(value));
}
