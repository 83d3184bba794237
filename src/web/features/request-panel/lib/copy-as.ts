/** @module "Copy as": one search body rendered for curl, fetch, Python, MCP and the WebSocket subscription. */
import type { SearchArticlesV2Body } from '../../../../contract';
import { SUBSCRIPTION_FIELDS } from '../../../lib/live-subscription';

export const COPY_FORMATS = ['json', 'curl', 'typescript', 'python', 'mcp', 'websocket'] as const;
export type CopyFormat = (typeof COPY_FORMATS)[number];

export const FORMAT_LABEL: Record<CopyFormat, string> = {
  json: 'Body (JSON)',
  curl: 'curl',
  typescript: 'TypeScript fetch',
  python: 'Python requests',
  mcp: 'MCP tools/call',
  websocket: 'WebSocket subscribe',
};

/** search_articles has no `categories`; the socket has no paging, dates or ordering. */
const MCP_DROPS = ['categories'] as const;

export function droppedFields(format: CopyFormat, body: SearchArticlesV2Body): string[] {
  const keys = Object.keys(body);
  if (format === 'mcp') return keys.filter((k) => (MCP_DROPS as readonly string[]).includes(k));
  if (format === 'websocket') return keys.filter((k) => !SUBSCRIPTION_FIELDS.includes(k));
  return [];
}

function omit(body: SearchArticlesV2Body, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !keys.includes(k)));
}

/** JSON → a Python literal (true/false/null become True/False/None outside strings). */
function toPython(value: unknown): string {
  return JSON.stringify(value, null, 4).replace(
    /("(?:[^"\\]|\\.)*")|\b(true|false|null)\b/g,
    (_m, str: string | undefined, word: string) =>
      str ?? { true: 'True', false: 'False', null: 'None' }[word] ?? word,
  );
}

export function renderCopy(format: CopyFormat, body: SearchArticlesV2Body): string {
  const json = JSON.stringify(body, null, 2);
  switch (format) {
    case 'json':
      return json;
    case 'curl':
      return [
        'curl -sS -X POST "$NEWS_API_BASE_URL/v2/articles" \\',
        '  -H "X-API-KEY: $NEWS_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '${JSON.stringify(body).replace(/'/g, "'\\''")}'`,
      ].join('\n');
    case 'typescript':
      return [
        'const response = await fetch(`${process.env.NEWS_API_BASE_URL}/v2/articles`, {',
        "  method: 'POST',",
        "  headers: { 'X-API-KEY': process.env.NEWS_API_KEY ?? '', 'Content-Type': 'application/json' },",
        `  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),`,
        '});',
        'const page = await response.json();',
      ].join('\n');
    case 'python':
      return [
        'import os, requests',
        '',
        'response = requests.post(',
        '    f"{os.environ[\'NEWS_API_BASE_URL\']}/v2/articles",',
        '    headers={"X-API-KEY": os.environ["NEWS_API_KEY"]},',
        `    json=${toPython(body).replace(/\n/g, '\n    ')},`,
        ')',
        'page = response.json()',
      ].join('\n');
    case 'mcp':
      return JSON.stringify(
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'search_articles', arguments: omit(body, [...MCP_DROPS]) },
        },
        null,
        2,
      );
    case 'websocket':
      return JSON.stringify(omit(body, droppedFields('websocket', body)), null, 2);
  }
}
