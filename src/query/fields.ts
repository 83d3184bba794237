/** @module Field-filter checks the parser applies: known name, non-empty value, closed value sets. */
import { FIELD_NAMES, type FieldName } from './ast';
import { isJudgedField } from './judged';
import { isKnownCategory, isKnownExchange, isKnownSentiment } from './values';

const FIELD_SET: ReadonlySet<string> = new Set(FIELD_NAMES);

export function fieldNameOf(name: string): FieldName | null {
  const lower = name.toLowerCase();
  return FIELD_SET.has(lower) ? (lower as FieldName) : null;
}

/** True when `value` is acceptable for `field`; every rejection is a syntax error near the field token. */
export function isValidFieldValue(field: FieldName, value: string): boolean {
  if (value.trim() === '') return false;
  if (field === 'exchange') return isKnownExchange(value);
  if (field === 'category') return isKnownCategory(value);
  if (field === 'sentiment') return isKnownSentiment(value);
  // One ticker: `about:AAPL:negative` would look for a ticker of that name, never what was meant.
  if (isJudgedField(field)) return !value.includes(':');
  return true;
}
