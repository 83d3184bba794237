import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ArticleStatsResponse,
  ArticleV2,
  SearchArticlesDocument,
  StoryResponse,
} from '../../../contract';
import type { ArticleInput } from '../../model/article';
import { writeArticle } from '../../store/articles-repo';
import { groupAllStories } from '../../store/assign-stories';
import { ENGINES } from '../../testing/engines';
import { FIXTURE_ARTICLES } from '../../testing/fixture-articles';
import { apiClient } from '../../testing/http-client';
import { mcpClient } from '../../testing/mcp-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-01-10T08:00:00.000Z');
const BASE = { ...(FIXTURE_ARTICLES[0] as ArticleInput), companies: [], content: null };
const DEAL = 'Zanzibarian Telecom agrees to buy Pemba Mobile for $2bn';
const DEAL_LEAD = 'Zanzibarian Telecom said it agreed to buy its rival Pemba Mobile in a cash deal.';

/** Five articles: one story told three times (a reprint among them), and two stories told once. */
const ARTICLES = [
  { host: 'first.example', title: DEAL, summary: DEAL_LEAD, hours: 0 },
  { host: 'reprint.example', title: DEAL, summary: DEAL_LEAD, hours: 1 },
  {
    host: 'rewrite.example',
    title: 'Zanzibarian Telecom to buy Pemba Mobile in $2bn deal',
    summary: null,
    hours: 2,
  },
  { host: 'first.example', title: 'Zanzibarian central bank holds rates steady', summary: null, hours: 1.5 },
  { host: 'other.example', title: 'Zanzibarian clove exports hit a record high', summary: null, hours: 3 },
];
const link = (i: number) => `https://${ARTICLES[i]?.host}/zanzibar/${i}`;
const SEARCH = { query: 'zanzibarian', sources: ['*'], from: '2026-01-10', to: '2026-01-11' };

describe.each(ENGINES)('stories over HTTP and MCP [$engine]', ({ engine, skip }) => {
  let service: TestService;
  const client = () => apiClient(service.url, service.keys.free);

  beforeAll(async () => {
    if (skip) return;
    service = await startTestService({ engine, plans: plansWithoutBurst() });
    for (const [i, a] of ARTICLES.entries()) {
      const at = new Date(T0 + a.hours * HOUR);
      await writeArticle(
        service.db,
        {
          ...BASE,
          link: link(i),
          source: a.host,
          title: a.title,
          summary: a.summary,
          publishDate: at,
          firstSeenAt: at,
        },
        { at },
      );
    }
    await groupAllStories(service.db);
  });
  afterAll(async () => service?.close());

  const collapsed = async (extra: Record<string, unknown> = {}) =>
    (
      await client().post<{ articles: ArticleV2[] }>('/v2/articles', {
        ...SEARCH,
        collapse: 'story',
        ...extra,
      })
    ).body.articles;

  it.skipIf(skip)(
    'collapse: "story" shows each story once, by its first-seen copy, with its size',
    async () => {
      const plain = await client().post<{ articles: ArticleV2[] }>('/v2/articles', SEARCH);
      expect(plain.body.articles).toHaveLength(5);
      expect(plain.body.articles.every((a) => !('storyId' in a) && !('storySize' in a))).toBe(true);
      const articles = await collapsed();
      expect(articles.map((a) => [a.link, a.storySize])).toEqual([
        [link(4), 1],
        [link(3), 1],
        [link(0), 3],
      ]);
      expect(new Set(articles.map((a) => a.storyId)).size).toBe(3);
    },
  );

  it.skipIf(skip)('pages and counts stories exactly', async () => {
    const first = await collapsed({ pageSize: 2, page: 1 });
    const second = await collapsed({ pageSize: 2, page: 2 });
    expect([...first, ...second].map((a) => a.link)).toEqual([link(4), link(3), link(0)]);
    const ascending = await collapsed({ order: 'ASC', pageSize: 1, page: 1 });
    expect(ascending.map((a) => a.link)).toEqual([link(0)]);
    const mcp = mcpClient(service.url, service.keys.free);
    const doc = await mcp.toolDocument<SearchArticlesDocument>('search_articles', {
      ...SEARCH,
      collapse: 'story',
      pageSize: 2,
    });
    expect(doc.totalResults).toBe(3);
    expect(doc.articles.map((a) => [a.link, a.storySize])).toEqual([
      [link(4), 1],
      [link(3), 1],
    ]);
    const all = await mcp.toolDocument<SearchArticlesDocument>('search_articles', SEARCH);
    expect(all.totalResults).toBe(5);
    expect(all.articles.every((a) => !('storySize' in a))).toBe(true);
  });

  it.skipIf(skip)('refuses an unknown collapse in the spec’s 400 shape, on REST and MCP', async () => {
    const bad = await client().post('/v2/articles', { ...SEARCH, collapse: 'source' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      message: ['collapse must be one of the following values: story'],
      error: 'Bad Request',
    });
    const mcp = mcpClient(service.url, service.keys.free);
    const refused = await mcp.callTool('search_articles', { ...SEARCH, collapse: 'source' });
    expect(refused.text).toContain('collapse must be one of the following values: story');
  });

  it.skipIf(skip)(
    'GET /v2/stories/:id lists the story first seen first, with sources and reprints',
    async () => {
      const [rep] = (await collapsed()).filter((a) => a.link === link(0));
      const response = await client().get<StoryResponse>(`/v2/stories/${rep?.storyId}`);
      expect(response.status).toBe(200);
      const { story } = response.body;
      expect(story.id).toBe(rep?.storyId);
      expect(story.size).toBe(3);
      expect(story.articles.map((a) => [a.link, a.source, a.firstSeenAt, a.reprintOf])).toEqual([
        [link(0), 'first.example', new Date(T0).toISOString(), null],
        [link(1), 'reprint.example', new Date(T0 + HOUR).toISOString(), link(0)],
        [link(2), 'rewrite.example', new Date(T0 + 2 * HOUR).toISOString(), null],
      ]);
    },
  );

  it.skipIf(skip)('answers 404 in the spec’s shape for a story that does not exist', async () => {
    for (const id of ['999999999', '0', 'abc', '1e3', '-1', '99999999999999999999']) {
      const response = await client().get(`/v2/stories/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, message: 'Story not found' });
    }
    const bad = await client().get('/v2/stories/1', { includeEntities: 'maybe' });
    expect(bad.status).toBe(400);
  });

  it.skipIf(skip)('stats count stories beside articles when asked, and only then', async () => {
    const plain = await client().post<ArticleStatsResponse>('/v2/articles/stats', {
      ...SEARCH,
      interval: 'day',
    });
    expect(plain.body.total).toBe(5);
    expect(plain.body).not.toHaveProperty('stories');
    const counted = await client().post<ArticleStatsResponse>('/v2/articles/stats', {
      ...SEARCH,
      interval: 'day',
      includeStories: true,
    });
    expect(counted.body.total).toBe(5);
    expect(counted.body.stories).toEqual({
      total: 3,
      timeline: [{ bucket: '2026-01-10T00:00:00.000Z', count: 3 }],
    });
    const ofStories = await client().post<ArticleStatsResponse>('/v2/articles/stats', {
      ...SEARCH,
      collapse: 'story',
    });
    expect(ofStories.body.total).toBe(3);
  });
  it.skipIf(skip)('facets under collapse count stories, by the match that stands for each', async () => {
    const stats = async (extra: Record<string, unknown>) =>
      (
        await client().post<ArticleStatsResponse>('/v2/articles/stats', {
          ...SEARCH,
          interval: 'day',
          facets: true,
          ...extra,
        })
      ).body;
    const sum = (counts: { count: number }[] | undefined) => (counts ?? []).reduce((n, c) => n + c.count, 0);
    const plain = await stats({});
    expect(plain.total).toBe(5);
    expect(sum(plain.facets?.sources)).toBe(5);
    const ofStories = await stats({ collapse: 'story' });
    expect(ofStories.total).toBe(3);
    // Each story once, by its first-seen copy: the reprint's and the rewrite's sources are not counted.
    expect(ofStories.facets?.sources).toEqual([
      { value: 'first.example', count: 2 },
      { value: 'other.example', count: 1 },
    ]);
    expect(sum(ofStories.facets?.sentiments)).toBe(3);
    expect(ofStories.facets?.languages).toEqual([{ value: 'en', count: 3 }]);
    const listed = await collapsed({ pageSize: 100 });
    expect(listed).toHaveLength(ofStories.total);
  });

  it.skipIf(skip)('asOf with collapse groups as of then: members not seen yet are not counted', async () => {
    const asOf = new Date(T0 + 1.5 * HOUR).toISOString();
    const then = await collapsed({ asOf });
    expect(then.map((a) => [a.link, a.storySize])).toEqual([
      [link(3), 1],
      [link(0), 2],
    ]);
    const now = await collapsed();
    expect(then.find((a) => a.link === link(0))?.storyId).toBe(now.find((a) => a.link === link(0))?.storyId);
    const copies = await client().post<{ articles: ArticleV2[] }>('/v2/articles', {
      ...SEARCH,
      includeStory: true,
      asOf,
    });
    expect(copies.body.articles.map((a) => [a.link, a.storySize, a.reprintOf])).toEqual([
      [link(3), 1, null],
      [link(1), 2, link(0)],
      [link(0), 2, null],
    ]);
    const byLink = await client().get<{ article: ArticleV2 }>('/v2/articles/by-link', {
      link: link(0),
      includeStory: 'true',
      asOf,
    });
    expect(byLink.body.article.storySize).toBe(2);
    const mcp = mcpClient(service.url, service.keys.free);
    const doc = await mcp.toolDocument<SearchArticlesDocument>('search_articles', {
      ...SEARCH,
      collapse: 'story',
      asOf,
    });
    expect(doc.totalResults).toBe(2);
    expect(doc.articles.map((a) => a.storySize)).toEqual([1, 2]);
    const stats = await client().post<ArticleStatsResponse>('/v2/articles/stats', {
      ...SEARCH,
      collapse: 'story',
      asOf,
    });
    expect(stats.body.total).toBe(2);
  });

  // Last: it writes an article the grouping has not seen, which every later search would find.
  it.skipIf(skip)(
    'an article not grouped yet is, collapsed, a story of its own: storySize 1, no storyId or reprintOf',
    async () => {
      const at = new Date(T0 + 4 * HOUR);
      const late = 'https://late.example/zanzibar/late';
      await writeArticle(
        service.db,
        {
          ...BASE,
          link: late,
          source: 'late.example',
          title: 'Zanzibarian ferry operator orders two new catamarans',
          summary: null,
          publishDate: at,
          firstSeenAt: at,
        },
        { at },
      );
      const articles = await collapsed();
      expect(articles.map((a) => [a.link, a.storySize])).toEqual([
        [late, 1],
        [link(4), 1],
        [link(3), 1],
        [link(0), 3],
      ]);
      const [ungrouped] = articles;
      expect(ungrouped).not.toHaveProperty('storyId');
      expect(ungrouped).not.toHaveProperty('reprintOf');
      const mcp = mcpClient(service.url, service.keys.free);
      const doc = await mcp.toolDocument<SearchArticlesDocument>('search_articles', {
        ...SEARCH,
        collapse: 'story',
      });
      expect(doc.totalResults).toBe(4);
      expect(doc.articles[0]).toMatchObject({ link: late, storySize: 1 });
      expect(doc.articles[0]).not.toHaveProperty('storyId');
      // Without collapse the grouping has not spoken: includeStory adds nothing until it has.
      const copies = await client().post<{ articles: ArticleV2[] }>('/v2/articles', {
        ...SEARCH,
        includeStory: true,
      });
      const [plain] = copies.body.articles;
      expect(plain?.link).toBe(late);
      expect(plain).not.toHaveProperty('storySize');
      expect(plain).not.toHaveProperty('storyId');
    },
  );
});
