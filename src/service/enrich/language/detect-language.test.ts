import { describe, expect, it } from 'vitest';
import { detectLanguage, normaliseLanguageTag } from './detect-language';

const samples: [string, string][] = [
  [
    'en',
    'The central bank kept interest rates unchanged on Wednesday and signalled that inflation is cooling.',
  ],
  ['de', 'Die Europäische Zentralbank hat die Leitzinsen erneut angehoben, weil die Inflation hoch bleibt.'],
  [
    'fr',
    "La Banque centrale européenne a relevé ses taux d'intérêt pour lutter contre une inflation persistante.",
  ],
  [
    'es',
    'El banco central mantuvo los tipos de interés sin cambios y advirtió sobre la desaceleración económica.',
  ],
  [
    'it',
    "La banca centrale ha lasciato invariati i tassi di interesse e ha avvertito di un rallentamento dell'economia.",
  ],
  ['ja', '日本銀行は金融政策決定会合で大規模な金融緩和策の維持を決めたと発表した。'],
  [
    'pt',
    'O banco central manteve a taxa de juros inalterada e alertou para a desaceleração da economia brasileira.',
  ],
  [
    'nl',
    'De centrale bank heeft de rente ongewijzigd gelaten en waarschuwt voor een vertraging van de economie.',
  ],
];

describe('detectLanguage', () => {
  it.each(samples)('should detect %s', (expected, text) => {
    expect(detectLanguage(text)).toBe(expected);
  });

  it('should use the declared language when the text is too short', () => {
    expect(detectLanguage('Apple Q3', 'de-DE')).toBe('de');
    expect(detectLanguage('', 'fr')).toBe('fr');
  });

  it('should fall back to English when nothing is declared', () => {
    expect(detectLanguage('BMW Q3')).toBe('en');
    expect(detectLanguage('BMW Q3', null)).toBe('en');
    expect(detectLanguage('BMW Q3', 'not a tag!')).toBe('en');
  });

  it('should let the text overrule a wrong declaration', () => {
    const german = samples.find(([lang]) => lang === 'de')?.[1] ?? '';
    expect(detectLanguage(german, 'en-US')).toBe('de');
  });
});

describe('normaliseLanguageTag', () => {
  it.each([
    ['en-US', 'en'],
    ['EN_gb', 'en'],
    [' de ', 'de'],
    ['pt-BR', 'pt'],
    ['deu', 'de'],
    ['', null],
    [null, null],
    ['zzz', null],
  ])('should normalise %s to %s', (tag, expected) => {
    expect(normaliseLanguageTag(tag)).toBe(expected);
  });
});

describe('detectLanguage by script', () => {
  it('should take kana as Japanese and Hangul as Korean without statistics', () => {
    expect(detectLanguage('トヨタ、通期見通しを上方修正', 'en')).toBe('ja');
    expect(detectLanguage('삼성전자 3분기 영업이익 증가', 'en')).toBe('ko');
  });
});
