/** @module The live rows fold a story: its later copies are counted on its row, not shown; the rest as it was. */
import { describe, expect, it } from 'vitest';
import type { ArticleV2 } from '../../../../contract';
import { article } from '../../../testing/fixtures';
import { addArticle, appendOlder, EMPTY_ROWS, setPaused, type FeedRows } from './feed-rows';

const CAP = 10;
const inStory = (i: number, storyId: string, extra: Partial<ArticleV2> = {}) =>
  article(i, { storyId, storySize: 2, reprintOf: null, ...extra });
const add = (state: FeedRows, a: ArticleV2) => addArticle(state, a, 1000, CAP);

describe('live rows fold stories', () => {
  it('shows a story once and counts the copies that follow on its row', () => {
    let state = add(EMPTY_ROWS, inStory(1, 's1'));
    state = add(state, article(2));
    const before = state.rows;
    state = add(state, inStory(3, 's1'));
    state = add(state, inStory(4, 's1'));
    expect(state.rows.map((r) => r.article.link)).toEqual([article(2).link, article(1).link]);
    expect(state.rows[1]?.copies).toEqual([article(3).link, article(4).link]);
    expect(state.counts).toEqual({ new: 2, updated: 0, dropped: 0, copies: 2 });
    // Only the story's row is a new object: the others are not rendered again.
    expect(state.rows[0]).toBe(before[0]);
    expect(state.rows[1]).not.toBe(before[1]);
  });

  it('counts a copy once, even when it is delivered again', () => {
    let state = add(EMPTY_ROWS, inStory(1, 's1'));
    state = add(state, inStory(2, 's1'));
    const again = add(state, inStory(2, 's1'));
    expect(again).toBe(state);
    expect(again.counts.copies).toBe(1);
  });

  it('shows articles not grouped yet as they come, and revisions as before', () => {
    let state = add(EMPTY_ROWS, inStory(1, 's1'));
    state = add(state, article(2));
    state = add(state, article(3));
    state = add(state, inStory(1, 's1', { isUpdate: true, revisedDate: '2025-11-09T13:00:00.000Z' }));
    expect(state.rows).toHaveLength(4);
    expect(state.counts).toEqual({ new: 3, updated: 1, dropped: 0, copies: 0 });
  });

  it('keeps other stories apart', () => {
    let state = add(EMPTY_ROWS, inStory(1, 's1'));
    state = add(state, inStory(2, 's2'));
    expect(state.rows).toHaveLength(2);
    expect(state.counts.copies).toBe(0);
  });

  it('folds into a row waiting in the pause buffer', () => {
    let state = setPaused(EMPTY_ROWS, true, CAP);
    state = add(state, inStory(1, 's1'));
    state = add(state, inStory(2, 's1'));
    expect(state.rows).toHaveLength(0);
    expect(state.buffer).toHaveLength(1);
    expect(state.buffer[0]?.copies).toEqual([article(2).link]);
  });

  it('folds a backfill too: one row per story, its older articles counted on it', () => {
    let state = add(EMPTY_ROWS, inStory(1, 's1'));
    state = appendOlder(state, [inStory(2, 's2'), inStory(3, 's1'), inStory(4, 's2'), article(5)], 1000, CAP);
    expect(state.rows.map((r) => r.article.link)).toEqual([
      article(1).link,
      article(2).link,
      article(5).link,
    ]);
    expect(state.rows[0]?.copies).toEqual([article(3).link]);
    expect(state.rows[1]?.copies).toEqual([article(4).link]);
    expect(state.counts).toEqual({ new: 3, updated: 0, dropped: 0, copies: 2 });
  });
});
