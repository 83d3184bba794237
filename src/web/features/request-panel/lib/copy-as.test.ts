/** @module Every "Copy as" rendering pastes back into the same explorer state. */
import { describe, expect, it } from 'vitest';
import { LiveSubscription, SearchArticlesArgs, ToolsCallParams } from '../../../../contract';
import { JsonRpcMessage } from '../../../../contract/mcp/jsonrpc';
import { searchBody } from '../../../lib/effective-request';
import { toExplorerState } from '../../../lib/explorer-state';
import { parseQuery } from '../../../../query';
import { COPY_FORMATS, droppedFields, mcpArguments, renderCopy, rewrittenFields } from './copy-as';
import { restoreFromPaste } from './paste-restore';

const NOW = new Date('2025-11-09T12:00:00.000Z');
const state = toExplorerState({
  query: `(ticker:AAPL OR ticker:NVDA) AND "Elon's plan"`,
  sources: ['www.wire.example'],
  excludeSources: ['markets.ledger.example'],
  tickers: ['AAPL'],
  countries: ['US'],
  sentiments: ['negative'],
  minConfidence: 0.8,
  language: 'de',
  from: '2025-11-01T00:00:00.000Z',
  order: 'ASC',
  orderBy: 'createdAt',
  includeEntities: true,
  page: 3,
  pageSize: 50,
});
const body = searchBody(state, NOW);

describe('copy as → paste back', () => {
  it.each(COPY_FORMATS.filter((f) => f !== 'websocket' && f !== 'mcp'))(
    '%s restores the full state',
    (format) => {
      const restored = restoreFromPaste(renderCopy(format, body));
      expect(restored.ok && restored.state).toEqual(state);
    },
  );

  it('MCP writes categories into the query as category: terms, and pastes back with the same meaning', () => {
    const withCategories = { ...body, categories: ['markets' as const, 'crypto' as const] };
    const restored = restoreFromPaste(renderCopy('mcp', withCategories));
    expect(restored.ok && restored.from).toBe('an MCP tools/call');
    expect(restored.ok && restored.state).toEqual({
      ...state,
      query: `(${state.query}) AND (category:markets OR category:crypto)`,
    });
    expect(droppedFields('mcp', withCategories)).toEqual([]);
    expect(rewrittenFields('mcp', withCategories)).toHaveLength(1);
    expect(rewrittenFields('mcp', body)).toEqual([]);
  });

  it.each([
    {
      name: 'no query, one category',
      query: undefined,
      categories: ['markets'],
      expected: 'category:markets',
    },
    {
      name: 'no query, two categories',
      query: undefined,
      categories: ['markets', 'crypto'],
      expected: '(category:markets OR category:crypto)',
    },
    { name: 'a query', query: 'a OR b', categories: ['economy'], expected: '(a OR b) AND category:economy' },
  ] as const)('MCP query for $name is valid query language', ({ query, categories, expected }) => {
    const args = mcpArguments({ ...(query ? { query } : {}), categories: [...categories] });
    expect(args).toEqual({ query: expected });
    expect(parseQuery(expected).ok).toBe(true);
  });

  it('the MCP tools/call is a request the tool server accepts: envelope, tool and every argument', () => {
    const full = {
      ...body,
      categories: ['markets' as const],
      includeContent: true,
      excludeEmptyContent: true,
    };
    const message = JsonRpcMessage.parse(JSON.parse(renderCopy('mcp', full)));
    expect(message).toMatchObject({ jsonrpc: '2.0', id: 1, method: 'tools/call' });
    const params = ToolsCallParams.parse(message.params);
    expect(params.name).toBe('search_articles');
    const { categories: _rewritten, ...expected } = full;
    expect(SearchArticlesArgs.strict().parse(params.arguments)).toEqual({
      ...expected,
      query: `(${body.query}) AND category:markets`,
    });
  });

  it('the WebSocket message keeps the filters and drops paging, dates and order', () => {
    const text = renderCopy('websocket', body);
    expect(JSON.parse(text)).not.toHaveProperty('page');
    expect(droppedFields('websocket', body)).toEqual(
      expect.arrayContaining(['from', 'page', 'pageSize', 'order', 'orderBy']),
    );
    const restored = restoreFromPaste(text);
    expect(restored.ok && restored.state.query).toBe(state.query);
  });

  it('the WebSocket message keeps every field the socket accepts, content flags included', () => {
    const withContent = {
      ...body,
      categories: ['markets' as const],
      includeContent: true,
      excludeEmptyContent: true,
    };
    const message = JSON.parse(renderCopy('websocket', withContent)) as Record<string, unknown>;
    expect(message).toEqual({
      query: body.query,
      sources: ['www.wire.example'],
      excludeSources: ['markets.ledger.example'],
      tickers: ['AAPL'],
      countries: ['US'],
      categories: ['markets'],
      sentiments: ['negative'],
      minConfidence: 0.8,
      language: 'de',
      includeEntities: true,
      includeContent: true,
      excludeEmptyContent: true,
    });
    expect(LiveSubscription.safeParse(message).success).toBe(true);
    expect(droppedFields('websocket', withContent).sort()).toEqual(
      ['collapse', 'from', 'order', 'orderBy', 'page', 'pageSize'].sort(),
    );
  });

  it('never puts a real key in a snippet', () => {
    for (const format of COPY_FORMATS) expect(renderCopy(format, body)).not.toMatch(/nr_[A-Za-z0-9]{40}/);
  });

  it('restores a shared dashboard URL', () => {
    const restored = restoreFromPaste(
      'http://127.0.0.1:5173/?q=%22nvidia%22&tickers=%5B%22NVDA%22%5D&page=2',
    );
    expect(restored.ok && restored.state).toMatchObject({
      query: 'nvidia',
      tickers: ['NVDA'],
      page: 2,
      language: 'en',
    });
  });

  it('explains text it cannot read', () => {
    expect(restoreFromPaste('hello')).toEqual({
      ok: false,
      reason: 'No JSON object found in the pasted text.',
    });
  });
});
