/** oncePerStory's decisions: which copy of a story is sent, and which changes may go before the grouping. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupedCount, oncePerStoryVerdict, type SentStories } from './once-per-story';

describe('oncePerStoryVerdict', () => {
  const none: SentStories = new Map();

  it('sends the first article of a story and notes the story', () => {
    expect(oncePerStoryVerdict('7', 10, none)).toEqual({ send: true, remember: '7' });
  });

  it('does not send another article of a story already sent', () => {
    expect(oncePerStoryVerdict('7', 11, new Map([['7', 10]]))).toEqual({ send: false });
  });

  it('sends the sent article again (a revision) without noting anything new', () => {
    expect(oncePerStoryVerdict('7', 10, new Map([['7', 10]]))).toEqual({ send: true, remember: null });
  });

  it('sends an ungrouped article as a story of its own and notes nothing', () => {
    expect(oncePerStoryVerdict(null, 11, new Map([['7', 10]]))).toEqual({ send: true, remember: null });
  });

  it('over any run of deliveries, sends per story the articles of its first sent one only', () => {
    const delivery = fc.record({
      story: fc.option(fc.integer({ min: 1, max: 4 })),
      article: fc.integer({ min: 1, max: 8 }),
    });
    fc.assert(
      fc.property(fc.array(delivery, { maxLength: 40 }), (run) => {
        const sent = new Map<string, number>();
        const firstOf = new Map<string, number>();
        for (const { story, article } of run) {
          const storyId = story === null ? null : String(story);
          const verdict = oncePerStoryVerdict(storyId, article, sent);
          if (verdict.send && verdict.remember !== null) sent.set(verdict.remember, article);
          if (storyId === null) {
            expect(verdict.send).toBe(true);
            continue;
          }
          if (!firstOf.has(storyId)) firstOf.set(storyId, article);
          expect(verdict.send).toBe(firstOf.get(storyId) === article);
        }
      }),
    );
  });
});

describe('groupedCount', () => {
  const at = (ms: number) => new Date(ms);
  const changes = [
    { cursor: 1, changedAt: at(1_000) },
    { cursor: 2, changedAt: at(2_000) },
    { cursor: 3, changedAt: at(3_000) },
  ];

  it('lets through the changes the grouping has gone through', () => {
    expect(groupedCount(changes, 2, 0)).toBe(2);
    expect(groupedCount(changes, 3, 0)).toBe(3);
    expect(groupedCount(changes, 0, 0)).toBe(0);
  });

  it('lets an ungrouped change through once it has waited its bound, and holds what follows a held one', () => {
    expect(groupedCount(changes, 0, 2_000)).toBe(2);
    expect(groupedCount([...changes].reverse(), 0, 2_000)).toBe(0);
  });
});
