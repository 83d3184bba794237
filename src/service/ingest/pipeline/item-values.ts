/** @module The pipeline's reading of an item's raw values: blank text is no text, a far-future date no date. */
import { isImplausiblyFuture } from '../future-date';

export const blankToNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** A date a day or more ahead is broken, not news. */
export const plausibleDate = (date: Date | null | undefined, now: Date): Date | null =>
  date && !isImplausiblyFuture(date, now) ? date : null;
