/**
 * @module Sentiment label with its confidence; low confidence is shown as such (italic, dashed outline), not
 * hidden, and not faded: faded text fails the contrast minimum.
 */
import type { Sentiment } from '../../contract';
import { formatPercent } from '../lib/format';

const TONE: Record<Sentiment, string> = {
  positive: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  neutral: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  negative: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
};

export function SentimentBadge({ sentiment, confidence }: { sentiment: Sentiment; confidence: string }) {
  const value = Number(confidence);
  const low = value < 0.6;
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-1.5 text-xs ${TONE[sentiment]} ${low ? 'italic outline-dashed outline-1 -outline-offset-1' : ''}`}
      title={`${sentiment}, confidence ${confidence}${low ? ' (low)' : ''}`}
    >
      {sentiment} {formatPercent(value)}
    </span>
  );
}
