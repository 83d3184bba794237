import fc from 'fast-check';
import { franc } from 'franc-min';
import { iso6393To1 } from 'iso-639-3';
import { describe, expect, it } from 'vitest';
import { clearFunctionWordLanguage } from './function-words';

const clear: [string, string][] = [
  [
    'en',
    'The company said on Tuesday that it will cut its workforce as demand for its chips was weaker than expected in the quarter.',
  ],
  [
    'de',
    'Die Bank hat am Dienstag mitgeteilt, dass sie die Prognose für das Jahr nicht ändern wird, weil die Nachfrage bei den Kunden stabil ist.',
  ],
  [
    'fr',
    "La banque a indiqué mardi que le résultat du trimestre est en hausse et que les perspectives pour les marchés sont plus favorables qu'attendu.",
  ],
  [
    'es',
    'El banco dijo que los resultados del trimestre fueron mejores de lo esperado y que la demanda de sus productos se mantiene por encima de las previsiones.',
  ],
  [
    'nl',
    'De bank heeft dinsdag gemeld dat het resultaat van het kwartaal hoger is dan verwacht en dat de vraag naar de producten op peil blijft.',
  ],
];

describe('clearFunctionWordLanguage', () => {
  it.each(clear)('should settle clear %s text', (language, text) => {
    expect(clearFunctionWordLanguage(text)).toBe(language);
  });

  it('should leave short, mixed or function-word-free text to franc', () => {
    expect(clearFunctionWordLanguage('Nvidia shares jump 5% after earnings beat')).toBeNull();
    expect(clearFunctionWordLanguage('')).toBeNull();
    // Half English, half Spanish: no clear winner.
    expect(
      clearFunctionWordLanguage(
        'The bank said that the results of the quarter were strong. El banco dijo que los resultados del trimestre fueron buenos y que la demanda se mantiene.',
      ),
    ).toBeNull();
  });

  it('should never contradict franc on clear text built from each language sample', () => {
    // Whatever order the sentences of one language come in, a settled answer is franc's answer.
    fc.assert(
      fc.property(fc.constantFrom(...clear), fc.integer({ min: 1, max: 3 }), ([, text], times) => {
        const sample = Array.from({ length: times }, () => text).join(' ');
        const settled = clearFunctionWordLanguage(sample);
        return settled === null || settled === iso6393To1[franc(sample)];
      }),
      { numRuns: 30 },
    );
  });
});
