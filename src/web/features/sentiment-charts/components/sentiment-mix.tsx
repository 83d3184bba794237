/** @module Overall sentiment mix as one stacked bar with counts, shares and the average confidence. */
import type { ArticleStatsResponse } from '../../../../contract';
import { formatCount, formatPercent } from '../../../lib/format';
import { SENTIMENT_COLORS } from './timeline-chart';

export function SentimentMix({ stats }: { stats: ArticleStatsResponse }) {
  const total = Math.max(1, stats.sentiment.positive + stats.sentiment.neutral + stats.sentiment.negative);
  const parts = (['positive', 'neutral', 'negative'] as const).map((s) => ({ s, n: stats.sentiment[s] }));
  return (
    <section aria-label="Sentiment mix">
      <h3 className="text-sm font-semibold">
        Sentiment mix · {formatCount(stats.total)} articles · average confidence{' '}
        {stats.averageConfidence === null ? '—' : formatPercent(stats.averageConfidence)}
      </h3>
      <div
        className="mt-1 flex h-4 w-full overflow-hidden rounded"
        role="img"
        aria-label={parts.map((p) => `${p.s} ${p.n}`).join(', ')}
      >
        {parts.map((p) => (
          <div key={p.s} style={{ width: `${(p.n / total) * 100}%`, background: SENTIMENT_COLORS[p.s] }} />
        ))}
      </div>
      <ul className="mt-1 flex gap-4 text-xs">
        {parts.map((p) => (
          <li key={p.s}>
            <span
              className="mr-1 inline-block h-2 w-2 rounded-full"
              style={{ background: SENTIMENT_COLORS[p.s] }}
            />
            {p.s}: {formatCount(p.n)} ({formatPercent(p.n / total)})
          </li>
        ))}
      </ul>
    </section>
  );
}
