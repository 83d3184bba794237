import { describe, expect, it } from 'vitest';
import { toExplorerState } from '../../../lib/explorer-state';
import { activeFilters } from './active-filters';
import type { PillEditor } from './pill-editors';

const state = toExplorerState({
  tickers: ['AAPL', 'MSFT'],
  categories: ['markets'],
  excludeSources: ['a.example'],
  minConfidence: 0.5,
  language: 'de',
  range: '7d',
});

function editorOf(id: string, s = state): PillEditor {
  const pill = activeFilters(s).find((p) => p.id === id);
  if (!pill) throw new Error(`no pill ${id}`);
  return pill.editor;
}

function text(editor: PillEditor, value: string) {
  if (editor.kind !== 'text') throw new Error(`expected a text editor, got ${editor.kind}`);
  return editor.apply(value);
}

describe('pill editors', () => {
  it('a ticker is replaced where it stood, upper-cased; emptied, it is removed; nonsense is refused', () => {
    const ticker = editorOf('tickers:AAPL');
    expect(ticker.kind === 'text' && ticker.initial).toBe('AAPL');
    expect(text(ticker, ' nvda ')).toEqual({ tickers: ['NVDA', 'MSFT'] });
    expect(text(ticker, 'msft')).toEqual({ tickers: ['MSFT'] });
    expect(text(ticker, '')).toEqual({ tickers: ['MSFT'] });
    expect(text(ticker, 'not a ticker')).toBeNull();
  });

  it('confidence is edited in percent', () => {
    const confidence = editorOf('minConfidence');
    expect(confidence.kind === 'text' && confidence.initial).toBe('50');
    expect(text(confidence, '80')).toEqual({ minConfidence: 0.8 });
    expect(text(confidence, '75 %')).toEqual({ minConfidence: 0.75 });
    expect(text(confidence, '')).toEqual({ minConfidence: 0 });
    expect(text(confidence, '120')).toBeNull();
    expect(text(confidence, 'high')).toBeNull();
  });

  it('a category is chosen among those not already set', () => {
    const category = editorOf('categories:markets');
    if (category.kind !== 'choice') throw new Error('expected a choice');
    expect(category.options.map((o) => o.value)).toContain('energy');
    expect(category.apply('energy')).toEqual({ categories: ['energy'] });
    expect(category.apply('bogus')).toBeNull();
  });

  it('a source is a domain, lower-cased', () => {
    const source = editorOf('excludeSources:a.example');
    expect(text(source, 'B.Example')).toEqual({ excludeSources: ['b.example'] });
    expect(text(source, 'no domain')).toBeNull();
  });

  it('a language is a two-letter code; emptied, it returns to the default', () => {
    const language = editorOf('language');
    expect(text(language, 'FR')).toEqual({ language: 'fr' });
    expect(text(language, '')).toEqual({ language: 'en' });
    expect(text(language, 'french')).toBeNull();
  });

  it('a rolling range is chosen among the presets; absolute bounds must be in order', () => {
    const rolling = editorOf('date');
    if (rolling.kind !== 'choice') throw new Error('expected a choice');
    expect(rolling.apply('30d')).toEqual({ range: '30d', from: '', to: '' });
    expect(rolling.apply('')).toEqual({ range: '', from: '', to: '' });
    expect(rolling.apply('soon')).toBeNull();

    const dated = toExplorerState({ from: '2026-11-01T00:00:00.000Z' });
    const bounds = editorOf('date', dated);
    if (bounds.kind !== 'dates') throw new Error('expected dates');
    expect(bounds.from).toBe('2026-11-01T00:00:00.000Z');
    const to = '2026-11-03T00:00:00.000Z';
    expect(bounds.apply('2026-11-02T00:00:00.000Z', to)).toEqual({
      range: '',
      from: '2026-11-02T00:00:00.000Z',
      to,
    });
    expect(bounds.apply(to, '2026-11-02T00:00:00.000Z')).toBeNull();
  });
});
