/**
 * @module Sentiment: the labels as checkboxes with their counts in the current results, and the minimum
 * confidence. Both are search filters (sentiments, minConfidence): results, charts, exports and the live
 * feed all take them.
 */
import { SENTIMENTS, type FacetCount, type Sentiment } from '../../../../contract';
import type { ExplorerSearch } from '../../../lib/explorer-state';
import { confidenceWords, formatCount } from '../../../lib/format';
import { Input } from '../../../components/input';

interface Props {
  value: Pick<ExplorerSearch, 'sentiments' | 'minConfidence'>;
  counts: FacetCount[] | undefined;
  onChange: (patch: Partial<ExplorerSearch>) => void;
}

export function SentimentFilter({ value, counts, onChange }: Props) {
  const toggle = (sentiment: Sentiment, on: boolean) =>
    onChange({
      sentiments: on ? [...value.sentiments, sentiment] : value.sentiments.filter((s) => s !== sentiment),
    });
  return (
    <fieldset className="flex flex-col gap-1 text-sm" data-testid="sentiment-filter">
      <legend className="text-xs font-semibold uppercase text-slate-600 dark:text-slate-400">
        Sentiment
      </legend>
      {SENTIMENTS.map((sentiment) => {
        const count = counts?.find((c) => c.value === sentiment)?.count;
        return (
          <label key={sentiment} className="flex items-center gap-1">
            <Input
              type="checkbox"
              checked={value.sentiments.includes(sentiment)}
              onChange={(e) => toggle(sentiment, e.target.checked)}
            />
            <span className="flex-1">{sentiment}</span>
            {count !== undefined && (
              <span className="text-xs tabular-nums text-slate-500">{formatCount(count)}</span>
            )}
          </label>
        );
      })}
      <label className="mt-1 flex flex-col text-xs">
        <span>
          Min. confidence {value.minConfidence.toFixed(2)}
          {value.minConfidence > 0 && ' (results, charts and live)'}
        </span>
        <Input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={value.minConfidence}
          aria-valuetext={confidenceWords(value.minConfidence)}
          aria-label="Minimum sentiment confidence"
          onChange={(e) => onChange({ minConfidence: Number(e.target.value) })}
        />
      </label>
    </fieldset>
  );
}
