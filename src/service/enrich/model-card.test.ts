import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnrichmentLabel, EnrichmentResponse } from '../../contract';
import { ENRICHMENT_VERSION } from './enrich-article';
import { modelCard } from './model-card';
import { englishModel } from './sentiment/english-model';

const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');
const RESULTS = read('../../../bench/RESULTS.md');

/** The bench/RESULTS.md entry whose heading carries `measuredAt`, up to the next entry. */
function entry(measuredAt: string): string {
  const start = RESULTS.split('\n').findIndex((line) => line.startsWith('## ') && line.endsWith(measuredAt));
  if (start < 0) return '';
  const lines = RESULTS.split('\n').slice(start);
  const end = lines.findIndex((line, i) => i > 0 && line.startsWith('## '));
  return lines.slice(0, end < 0 ? undefined : end).join('\n');
}

describe('the model card', () => {
  const card = EnrichmentResponse.parse(modelCard());

  it('has one entry per label, at the enrichment version that writes them', () => {
    expect(card.models.map((m) => m.label)).toEqual(EnrichmentLabel.options);
    expect(card.enrichmentVersion).toBe(ENRICHMENT_VERSION);
    for (const model of card.models) expect(model.figures.length, model.label).toBeGreaterThan(0);
  });

  it('quotes every figure, and its baseline, from the bench/RESULTS.md entry it names', () => {
    for (const model of card.models)
      for (const f of model.figures) {
        const text = entry(f.measuredAt);
        expect(text, `${model.label}: no entry ${f.measuredAt}`).not.toBe('');
        expect(text, `${model.label} ${f.dataset} ${f.metric}`).toContain(f.value.toFixed(3));
        if (f.baseline) expect(text, `${model.label} baseline`).toContain(f.baseline.value.toFixed(3));
        expect(f.n).toBeGreaterThan(0);
      }
  });

  it('names the versions that ship', () => {
    const byLabel = new Map(card.models.map((m) => [m.label, m]));
    const model = englishModel();
    expect(byLabel.get('sentiment')?.version).toBe(`${model.format}, seed ${String(model.meta.seed)}`);
    const pkg = JSON.parse(read('../../../package.json')) as { dependencies: Record<string, string> };
    expect(byLabel.get('language')?.version).toBe(`franc-min ${pkg.dependencies['franc-min']}`);
    expect(byLabel.get('companySentiment')?.version).toBe(`enrichment ${ENRICHMENT_VERSION}`);
  });
});
