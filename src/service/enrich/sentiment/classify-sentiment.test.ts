import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SENTIMENTS } from '../../../contract/enums';
import { classifySentiment } from './classify-sentiment';
import { englishModel } from './english-model';

describe('classifySentiment (English model)', () => {
  it.each([
    ['Profit rose 20% and the company raised its outlook', 'positive'],
    ['Net sales increased to EUR 120 million from EUR 95 million a year earlier.', 'positive'],
    ['The company cut costs and its operating loss narrowed.', 'positive'],
    ['shares plunged after the company missed estimates', 'negative'],
    ['Net loss widened to EUR 3 million from EUR 1 million.', 'negative'],
    ['Analysts downgrade the stock to sell as demand weakens', 'negative'],
    ['The company will report results on Tuesday', 'neutral'],
    ['The annual general meeting will be held in Helsinki on 15 March.', 'neutral'],
  ])('%s → %s', (text, expected) => {
    expect(classifySentiment(text, 'en').sentiment).toBe(expected);
  });

  it('should return a probability in [0, 1] and a contract label, deterministically', () => {
    for (const text of ['', '!!!', 'Stocks', 'Profit rose 20% '.repeat(200), '$TSLA https://t.co/x']) {
      const r = classifySentiment(text, 'en');
      expect(SENTIMENTS).toContain(r.sentiment);
      expect(r.confidence).toBeGreaterThanOrEqual(1 / 3);
      expect(r.confidence).toBeLessThanOrEqual(1);
      expect(classifySentiment(text, 'en')).toEqual(r);
    }
  });

  it('should score words that are also Object.prototype keys like any unknown word', () => {
    const r = classifySentiment('constructor toString valueOf hasOwnProperty __proto__', 'en');
    expect(Number.isFinite(r.confidence)).toBe(true);
    expect(r).toEqual(classifySentiment('', 'en'));
  });

  it('should accept region-tagged English', () => {
    expect(classifySentiment('shares plunged after the company missed estimates', 'EN-us').sentiment).toBe(
      'negative',
    );
  });

  it('should ship a compact, valid model file', () => {
    const model = englishModel();
    expect(model.format).toBe('newsroom-sentiment-lr/1');
    expect(statSync(new URL('./model-en.json', import.meta.url)).size).toBeLessThan(1024 * 1024);
  });
});

describe('classifySentiment (lexicon languages)', () => {
  it.each([
    ['Der Gewinn stieg im dritten Quartal um 20 Prozent, der Ausblick wurde erhöht.', 'de', 'positive'],
    ['Die Aktie fiel nach einer Gewinnwarnung deutlich.', 'de', 'negative'],
    ['Der Verlust stieg auf 3 Millionen Euro.', 'de', 'negative'],
    ["Le chiffre d'affaires a progressé de 12 % et le bénéfice est en hausse.", 'fr', 'positive'],
    ["L'action a chuté après l'avertissement sur résultats.", 'fr', 'negative'],
    ['Las ventas subieron un 15 % en el trimestre.', 'es', 'positive'],
    ['Las acciones cayeron tras la advertencia de la compañía.', 'es', 'negative'],
    ['トヨタは過去最高益を発表し、株価は上昇した。', 'ja', 'positive'],
    ['業績不振で株価は急落した。', 'ja', 'negative'],
    ['Die Hauptversammlung findet am Dienstag in München statt.', 'de', 'neutral'],
  ])('%s (%s) → %s', (text, language, expected) => {
    const r = classifySentiment(text, language);
    expect(r.sentiment).toBe(expected);
    expect(r.confidence).toBeGreaterThan(0);
    expect(r.confidence).toBeLessThanOrEqual(0.8);
  });

  it('should be neutral with low confidence for a language without a lexicon', () => {
    expect(classifySentiment('Il titolo è crollato dopo i conti trimestrali.', 'it')).toEqual({
      sentiment: 'neutral',
      confidence: 0.4,
    });
  });
});
