import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodySentences, classifyArticleSentiment } from './article-sentiment';
import { classifySentiment } from './classify-sentiment';
import { classifyEnglish } from './english-model';

const SENTENCES = [
  'Net sales rose 12% to EUR 340 million.',
  'The board proposed a higher dividend.',
  'Operating loss widened to EUR 5 million from EUR 2 million.',
  'The company employs about 1,200 people in Finland.',
  'Shares fell 8% after the warning.',
  'The annual general meeting will be held on 15 March.',
];

describe('bodySentences', () => {
  it('should split the body into sentences and re-join splits after abbreviations', () => {
    expect(
      bodySentences('Apple results', [
        'Shares of Apple Inc. rose sharply. Mr. Smith said the company would grow.',
      ]),
    ).toEqual(['Shares of Apple Inc. rose sharply.', 'Mr. Smith said the company would grow.']);
  });

  it('should drop a summary that restates the headline', () => {
    expect(
      bodySentences('Profit jumps at Nokia', ['Profit jumps at Nokia.', 'Sales rose 5% in Europe.']),
    ).toEqual(['Sales rose 5% in Europe.']);
  });
});

describe('classifyArticleSentiment', () => {
  it('should score a headline without a body exactly as the sentence model does', () => {
    for (const title of SENTENCES)
      expect(classifyArticleSentiment({ title, body: [] }, 'en')).toEqual(classifyEnglish(title));
  });

  it('should not grow more confident because a body repeats itself', () => {
    const title = 'Quarterly results published';
    const once = classifyArticleSentiment({ title, body: ['Net sales rose 12% to EUR 340 million.'] }, 'en');
    const often = classifyArticleSentiment(
      { title, body: ['Net sales rose 12% to EUR 340 million. '.repeat(40)] },
      'en',
    );
    expect(often.sentiment).toBe(once.sentiment);
    expect(often.confidence).toBeCloseTo(once.confidence, 9);
    const asOneBag = classifyEnglish(`${title}\n\n${'Net sales rose 12% to EUR 340 million. '.repeat(40)}`);
    expect(asOneBag.confidence).toBeGreaterThan(often.confidence);
  });

  it('should let the headline weigh as much as the whole body', () => {
    const title = 'Shares plunge after the company issues a profit warning';
    const neutralBody = Array.from(
      { length: 12 },
      () => 'The annual general meeting will be held on 15 March.',
    );
    expect(classifyArticleSentiment({ title, body: neutralBody }, 'en').sentiment).toBe('negative');
  });

  it('should not depend on the order of the body sentences', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SENTENCES),
        fc.shuffledSubarray(SENTENCES, { minLength: 1 }),
        (title, body) => {
          const forward = classifyArticleSentiment({ title, body }, 'en');
          const backward = classifyArticleSentiment({ title, body: [...body].reverse() }, 'en');
          expect(backward.sentiment).toBe(forward.sentiment);
          expect(backward.confidence).toBeCloseTo(forward.confidence, 9);
          expect(forward.confidence).toBeGreaterThanOrEqual(1 / 3);
          expect(forward.confidence).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('should score other languages on the joined text as before', () => {
    const article = {
      title: 'Die Aktie fiel nach einer Gewinnwarnung deutlich.',
      body: ['Der Verlust stieg.'],
    };
    expect(classifyArticleSentiment(article, 'de')).toEqual(
      classifySentiment('Die Aktie fiel nach einer Gewinnwarnung deutlich.\n\nDer Verlust stieg.', 'de'),
    );
  });
});
