/**
 * tools/list: the three tools in one table, each input schema a valid JSON Schema (2020-12, strict)
 * generated from the contract, that accepts what the tool accepts (extra properties included) and
 * requires `link` for get_article_by_link. And the search tool asks for the count capped at 10,000.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_TOOL_NAMES, ToolsListResult, type ToolDefinition } from '../../../contract';
import { FIELD_NAMES } from '../../../query/ast';
import type { Caller } from '../../auth/key-resolver';
import { loadPlans } from '../../config/plans';
import type { ArticleSearch } from '../../search/article-search';
import type { SearchRequest } from '../../search/search-request';
import { mcpClient } from '../../testing/mcp-client';
import { plansWithoutBurst, startTestService, type TestService } from '../../testing/test-service';
import { searchArticlesTool } from './search-articles';

describe('tools/list', () => {
  let service: TestService;
  let tools: ToolDefinition[];
  const tool = (name: string) => {
    const found = tools.find((t) => t.name === name);
    if (!found) throw new Error(`no tool ${name}`);
    return found;
  };
  beforeAll(async () => {
    service = await startTestService({ engine: 'pglite', plans: plansWithoutBurst() });
    const res = await mcpClient(service.url, service.keys.free).rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
    });
    expect(res.status).toBe(200);
    tools = ToolsListResult.parse(res.body?.result).tools;
  });
  afterAll(async () => service.close());

  it('lists the three tools, each with a description written for a model', () => {
    expect(tools.map((t) => t.name)).toEqual([...MCP_TOOL_NAMES]);
    for (const t of tools) expect(t.description.length, t.name).toBeGreaterThan(200);
    expect(tool('search_articles').description).toMatch(/ticker:/);
  });

  it("names every field filter of the query language in search_articles' description", () => {
    const description = tool('search_articles').description;
    const listed = /\(((?:\w+:, )*\w+:)\)/.exec(description)?.[1]?.split(', ');
    expect(listed?.sort()).toEqual(FIELD_NAMES.map((field) => `${field}:`).sort());
  });

  it('every input schema is a valid JSON Schema object that allows extra properties', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    for (const t of tools) {
      expect(t.inputSchema, t.name).toMatchObject({ type: 'object' });
      expect(t.inputSchema, t.name).not.toHaveProperty('additionalProperties');
      expect(() => ajv.compile(t.inputSchema), t.name).not.toThrow();
    }
    const listSources = ajv.compile(tool('list_sources').inputSchema);
    expect(listSources({})).toBe(true);
    expect(listSources({ anything: 1 })).toBe(true);
  });

  it('search_articles: every field optional, limits and defaults stated, no categories', () => {
    const schema = tool('search_articles').inputSchema as {
      properties: Record<string, Record<string, unknown>>;
      required?: string[];
    };
    expect(schema.required).toBeUndefined();
    expect(schema.properties).not.toHaveProperty('categories');
    expect(schema.properties.pageSize).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 20,
    });
    expect(schema.properties.page).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
    expect(schema.properties.order).toMatchObject({ enum: ['ASC', 'DESC'], default: 'DESC' });
    expect(schema.properties.orderBy).toMatchObject({ enum: ['publishDate', 'createdAt', 'revisedDate'] });
    expect(schema.properties.language).toMatchObject({ default: 'en' });
    for (const [name, property] of Object.entries(schema.properties)) {
      expect(typeof property.description, name).toBe('string');
    }
    const validate = new Ajv2020().compile(schema);
    expect(validate({ query: 'ticker:AAPL', pageSize: 5, tickers: ['AAPL'], extra: true })).toBe(true);
    expect(validate({ pageSize: 101 })).toBe(false);
    expect(schema.properties.sentiments).toMatchObject({
      type: 'array',
      items: { enum: ['positive', 'neutral', 'negative'] },
    });
    expect(schema.properties.minConfidence).toMatchObject({ type: 'number', minimum: 0, maximum: 1 });
    expect(validate({ sentiments: ['negative'], minConfidence: 0.8 })).toBe(true);
    expect(validate({ sentiments: ['bearish'] })).toBe(false);
    expect(validate({ minConfidence: 1.5 })).toBe(false);
  });

  it('get_article_by_link requires a non-empty link', () => {
    const schema = tool('get_article_by_link').inputSchema;
    expect(schema).toMatchObject({
      required: ['link'],
      properties: { link: { type: 'string', minLength: 1 } },
    });
    const validate = new Ajv2020().compile(schema);
    expect(validate({})).toBe(false);
    expect(validate({ link: 'https://www.wire.example/x', includeEntities: true })).toBe(true);
  });
});

describe('search_articles totalResults', () => {
  const caller: Caller = {
    key: { id: 1, name: 'k', plan: 'free', prefix: 'nr_x', createdAt: new Date(), revokedAt: null },
    planName: 'free',
    plan: loadPlans().free as Caller['plan'],
  };

  it('is countMatches capped at 10,000 (the deepest reachable page), passed through as counted', async () => {
    const caps: number[] = [];
    const articles: ArticleSearch = {
      searchPage: async () => [],
      countMatches: async (_req: SearchRequest, cap: number) => {
        caps.push(cap);
        return Math.min(123_456, cap);
      },
      findByLink: async () => null,
      findStory: async () => null,
    };
    const outcome = await searchArticlesTool({ articles, optIns: async () => new Map() }).call(
      { page: '100', pageSize: 100 },
      caller,
    );
    expect(caps).toEqual([10_000]);
    expect(outcome).toEqual({
      ok: true,
      document: { articles: [], totalResults: 10_000, page: 100, pageSize: 100 },
    });
  });
});
