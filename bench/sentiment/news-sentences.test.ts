import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNewsSentences } from './news-sentences';

describe('readNewsSentences', () => {
  it('should read disjoint train and dev splits with all three labels', () => {
    const { train, dev } = readNewsSentences();
    const trainTexts = new Set(train.map((r) => r.text));
    expect(dev.filter((r) => trainTexts.has(r.text))).toEqual([]);
    for (const split of [train, dev])
      expect(new Set(split.map((r) => r.label))).toEqual(new Set(['positive', 'neutral', 'negative']));
  });

  it('should reject an unknown label', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'news-sentences-')), 'bad.json');
    writeFileSync(
      path,
      JSON.stringify({ about: '', conventions: [], train: [{ text: 'x', label: 'bullish' }], dev: [] }),
    );
    expect(() => readNewsSentences(path)).toThrow();
  });
});
