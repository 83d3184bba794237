/** @module The grouping's in-memory window: spans to read, the word index, forgetting, removals. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storyFeatures } from './story-features';
import { StoryWindow, type Placed } from './story-window';

const placed = (articleId: number, title: string, at: number, language = 'en'): Placed => ({
  features: storyFeatures({ language, at, title, lead: null }),
  articleId,
  storyId: articleId,
  reprintOf: null,
});

const ids = (found: Iterable<Placed>) => [...found].map((p) => p.articleId).sort((a, b) => a - b);

describe('StoryWindow', () => {
  it('reads a whole span first, then only the parts outside what it holds', () => {
    const window = new StoryWindow(10);
    expect(window.spansToRead({ from: 100, to: 200 })).toEqual([{ from: 100, to: 200 }]);
    window.addSpan({ from: 100, to: 200 }, []);
    expect(window.spansToRead({ from: 120, to: 180 })).toEqual([]);
    expect(window.spansToRead({ from: 50, to: 250 })).toEqual([
      { from: 50, to: 100 },
      { from: 200, to: 250 },
    ]);
  });

  it('drops what it holds when a span does not touch it', () => {
    const window = new StoryWindow(10);
    window.addSpan({ from: 100, to: 200 }, [placed(1, 'Quokka buys Wombat', 150)]);
    window.markAt(7);
    expect(window.spansToRead({ from: 300, to: 400 })).toEqual([{ from: 300, to: 400 }]);
    expect(window.size).toBe(0);
    expect(window.at).toBeNull();
  });

  it('finds articles by title word within one language only', () => {
    const window = new StoryWindow(10);
    window.addSpan({ from: 0, to: 1_000 }, [
      placed(1, 'Quokka buys Wombat', 10),
      placed(2, 'Quokka kauft Wombat', 20, 'de'),
      placed(3, 'Rates steady', 30),
    ]);
    const quokka = storyFeatures({ language: 'en', at: 0, title: 'Quokka', lead: null }).body[0] as string;
    expect(ids(window.withWord('en', quokka))).toEqual([1]);
    expect(ids(window.withWord('de', quokka))).toEqual([2]);
  });

  it('forgets articles placed before a time, and the span with them', () => {
    const window = new StoryWindow(10);
    window.addSpan({ from: 0, to: 1_000 }, [
      placed(1, 'Quokka buys Wombat', 10),
      placed(2, 'Quokka soars', 500),
    ]);
    window.forgetBefore(400);
    expect(window.size).toBe(1);
    expect(window.spansToRead({ from: 300, to: 600 })).toEqual([{ from: 300, to: 400 }]);
  });

  it('drops removed articles and the reprint links that pointed at them', () => {
    const window = new StoryWindow(10);
    window.addSpan({ from: 0, to: 1_000 }, [
      placed(1, 'Quokka buys Wombat', 10),
      { ...placed(2, 'Quokka buys Wombat', 20), storyId: 1, reprintOf: 1 },
    ]);
    window.dropArticles([1]);
    const quokka = storyFeatures({ language: 'en', at: 0, title: 'Quokka', lead: null }).body[0] as string;
    expect([...window.withWord('en', quokka)]).toEqual([
      { ...placed(2, 'Quokka buys Wombat', 20), storyId: 1 },
    ]);
  });

  it('its word index and forgetting always answer what a scan of the held articles answers', () => {
    const HOURS = 10 * 3_600_000;
    const op = fc.oneof(
      fc.record({
        put: fc.nat(8),
        words: fc.subarray(['alpha', 'beta', 'gamma', 'delta'], { minLength: 1 }),
        at: fc.nat(HOURS),
      }),
      fc.record({ remove: fc.nat(8) }),
      fc.record({ forgetBefore: fc.integer({ min: 1, max: HOURS }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const window = new StoryWindow(100);
        const held = new Map<number, Placed>();
        for (const o of ops) {
          if ('put' in o) {
            const p = placed(o.put, o.words.join(' '), o.at);
            window.put(p);
            held.set(o.put, p);
          } else if ('forgetBefore' in o) {
            window.forgetBefore(o.forgetBefore);
            for (const [id, p] of held) if (p.features.at < o.forgetBefore) held.delete(id);
          } else {
            window.remove(o.remove);
            held.delete(o.remove);
          }
        }
        expect(window.size).toBe(held.size);
        for (const word of ['alpha', 'beta', 'gamma', 'delta']) {
          const expected = [...held.values()].filter((p) => p.features.body.includes(word));
          expect(ids(window.withWord('en', word))).toEqual(ids(expected));
        }
      }),
    );
  });
});
