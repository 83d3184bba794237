/**
 * @module The grid's search folds stories where the upstream can, and falls back to plain rows without error
 * where it cannot: an upstream that refuses `collapse` by name is asked again without it, one that ignores it
 * answers rows without story fields.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXT } from '../../../../contract';
import { stubFetch } from '../../../testing/fetch-stub';
import { article, page } from '../../../testing/fixtures';
import { searchArticles } from './search-articles';

afterEach(() => vi.unstubAllGlobals());

const folded = { collapse: 'story' as const, pageSize: 20 };

describe('searchArticles', () => {
  it('folds stories when the upstream takes collapse: each row carries its story', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/articles': () => ({
        status: 200,
        body: page([article(1, { storyId: '4', storySize: 3, reprintOf: null }), article(2)]),
      }),
    });
    const result = await searchArticles(folded);
    expect(result.folded).toBe(true);
    expect(result.articles[0]?.storySize).toBe(3);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual(folded);
  });

  it('asks again without collapse when the upstream refuses it by name, and shows plain rows', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/articles': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return 'collapse' in body
          ? {
              status: 400,
              body: {
                statusCode: 400,
                message: ['property collapse should not exist'],
                error: 'Bad Request',
              },
            }
          : { status: 200, body: page([article(1), article(2)]) };
      },
    });
    const result = await searchArticles({ ...folded, query: 'gold' });
    expect(result.folded).toBe(false);
    expect(result.articles).toHaveLength(2);
    expect(calls.map((c) => c.body)).toEqual([
      { ...folded, query: 'gold' },
      { pageSize: 20, query: 'gold' },
    ]);
  });

  it('shows plain rows when the upstream ignores collapse (no story fields come back)', async () => {
    stubFetch({ 'POST /api/v2/articles': () => ({ status: 200, body: page([article(1), article(2)]) }) });
    const result = await searchArticles(folded);
    expect(result.folded).toBe(false);
    expect(result.articles).toHaveLength(2);
  });

  it('keeps any other refusal an error: a query error is not retried without collapse', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/articles': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: [{ property: 'query', constraints: { query: ERROR_TEXT.querySyntax('ticker:') } }],
          error: 'Bad Request',
        },
      }),
    });
    await expect(searchArticles({ ...folded, query: 'ticker:' })).rejects.toMatchObject({
      problem: { kind: 'query', token: 'ticker:' },
    });
    expect(calls).toHaveLength(1);
  });

  it('asks plainly, and says so, when no folding is asked for', async () => {
    const { calls } = stubFetch({
      'POST /api/v2/articles': () => ({
        status: 200,
        body: page([article(1, { storyId: '4', storySize: 2, reprintOf: null })]),
      }),
    });
    const result = await searchArticles({ pageSize: 20 });
    expect(result.folded).toBe(false);
    expect(calls[0]?.body).toEqual({ pageSize: 20 });
  });
});
