/**
 * @module "Copy as": one search body rendered for curl, fetch, Python, MCP and the WebSocket subscription.
 * The code snippets run as pasted: they name the API the dashboard's proxy talks to, read the key from
 * NEWS_API_KEY, and keep a relative date range relative; what a target cannot carry is rewritten or named.
 */
import { SearchArticlesArgs, type ApiInfo, type SearchArticlesV2Body } from '../../../../contract';
import type { RelativeRange } from '../../../lib/explorer-state';
import { SUBSCRIPTION_FIELDS } from '../../../lib/live-subscription';
import { rangeWords } from '../../../lib/range-words';
import { insertRelative, relativeMarker, type RelativeTarget } from './relative-dates';

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

/** What the page knows beyond the body: the API behind the proxy and the rolling range behind `from`, if any. */
export interface CopyContext {
  /** From `/api-info`; without it the snippets use `$NEWS_API_BASE_URL`. */
  api?: ApiInfo;
  range?: RelativeRange | '';
}

/** The endpoint as each language writes it: the proxied API's URL, else `NEWS_API_BASE_URL` from the environment. */
function endpoint(target: RelativeTarget, api: ApiInfo | undefined): string {
  if (!api) {
    return {
      curl: '"$NEWS_API_BASE_URL/v2/articles"',
      typescript: '`${process.env.NEWS_API_BASE_URL}/v2/articles`',
      python: 'f"{os.environ[\'NEWS_API_BASE_URL\']}/v2/articles"',
    }[target];
  }
  const url = `${api.apiBaseUrl}/v2/articles`;
  if (target === 'curl') return shellQuote(url);
  if (target === 'typescript') return `'${url.replace(/[\\']/g, '\\$&')}'`;
  return JSON.stringify(url);
}

const TOOL_FIELDS: readonly string[] = Object.keys(SearchArticlesArgs.shape);

/** search_articles has no `categories`: they become `category:` terms ANDed to the query. */
export function mcpArguments(body: SearchArticlesV2Body): Record<string, unknown> {
  const args: Record<string, unknown> = Object.fromEntries(
    Object.entries(body).filter(([key]) => TOOL_FIELDS.includes(key)),
  );
  const categories = body.categories ?? [];
  if (categories.length === 0) return args;
  const terms = categories.map((category) => `category:${category}`);
  const anyCategory = terms.length === 1 ? (terms[0] as string) : `(${terms.join(' OR ')})`;
  const query = body.query?.trim();
  return { ...args, query: query ? `(${query}) AND ${anyCategory}` : anyCategory };
}

/** Fields a target leaves out (after MCP's rewriting); the socket has no paging, dates or ordering. */
export function droppedFields(format: CopyFormat, body: SearchArticlesV2Body): string[] {
  const keys = Object.keys(body);
  if (format === 'mcp') return keys.filter((k) => !TOOL_FIELDS.includes(k) && k !== 'categories');
  if (format === 'websocket') return keys.filter((k) => !SUBSCRIPTION_FIELDS.includes(k));
  return [];
}

/** Fields rewritten into another form for a target, in words. */
export function rewrittenFields(format: CopyFormat, body: SearchArticlesV2Body): string[] {
  if (format === 'mcp' && body.categories?.length)
    return ['categories, as category: terms in the query (search_articles has no categories field)'];
  return [];
}

/** Whether `from` stays relative in this target; otherwise the note says it was frozen. */
export function keepsRangeRelative(format: CopyFormat): format is RelativeTarget {
  return format === 'curl' || format === 'typescript' || format === 'python';
}

/** The range that was frozen into a fixed `from` for this target, or null. */
export function frozenRange(
  format: CopyFormat,
  body: SearchArticlesV2Body,
  context: CopyContext,
): string | null {
  if (!context.range || !body.from || keepsRangeRelative(format)) return null;
  if (format === 'websocket') return null; // no dates on the socket at all
  return `The range “${rangeWords(context.range)}” was frozen to from = ${body.from}: this target cannot compute dates`;
}

/** The line a shell user runs first, or the words for a key the server was given. */
export function keyInstruction(api: ApiInfo | undefined): string {
  if (!api) return 'NEWS_API_KEY: an API key of the service (the dashboard never holds it)';
  if (api.keyFile) return `export NEWS_API_KEY="$(cat ${shellQuote(api.keyFile)})"`;
  return 'NEWS_API_KEY: the key the dashboard server was started with (its NEWS_API_KEY)';
}

/**
 * curl's first line: with a key file, a command that runs as pasted (a key already in the environment wins);
 * otherwise the words, as a comment.
 */
export function shellKeyLine(api: ApiInfo | undefined): string {
  if (api?.keyFile) return `export NEWS_API_KEY="\${NEWS_API_KEY:-$(cat ${shellQuote(api.keyFile)})}"`;
  return `# ${keyInstruction(api)}`;
}

function shellQuote(value: string): string {
  return /^[\w./:@%+=,-]+$/.test(value) ? value : `'${value.replace(/'/g, "'\\''")}'`;
}

/** JSON → a Python literal (true/false/null become True/False/None outside strings). */
function toPython(value: unknown): string {
  return JSON.stringify(value, null, 4).replace(
    /("(?:[^"\\]|\\.)*")|\b(true|false|null)\b/g,
    (_m, str: string | undefined, word: string) =>
      str ?? { true: 'True', false: 'False', null: 'None' }[word] ?? word,
  );
}

function renderTarget(target: RelativeTarget, body: Record<string, unknown>, context: CopyContext): string {
  const json = JSON.stringify(body, null, 2);
  const keyLine = keyInstruction(context.api);
  switch (target) {
    case 'curl':
      return [
        shellKeyLine(context.api),
        `curl -sS -X POST ${endpoint(target, context.api)} \\`,
        '  -H "X-API-KEY: $NEWS_API_KEY" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '${JSON.stringify(body).replace(/'/g, "'\\''")}'`,
      ].join('\n');
    case 'typescript':
      return [
        `// ${keyLine}`,
        `const response = await fetch(${endpoint(target, context.api)}, {`,
        "  method: 'POST',",
        "  headers: { 'X-API-KEY': process.env.NEWS_API_KEY ?? '', 'Content-Type': 'application/json' },",
        `  body: JSON.stringify(${json.replace(/\n/g, '\n  ')}),`,
        '});',
        'const page = await response.json();',
      ].join('\n');
    case 'python':
      return [
        `# ${keyLine}`,
        'import os, requests',
        ...(context.range && body.from ? ['from datetime import datetime, timedelta, timezone'] : []),
        '',
        'response = requests.post(',
        `    ${endpoint(target, context.api)},`,
        '    headers={"X-API-KEY": os.environ["NEWS_API_KEY"]},',
        `    json=${toPython(body).replace(/\n/g, '\n    ')},`,
        ')',
        'page = response.json()',
      ].join('\n');
  }
}

export function renderCopy(
  format: CopyFormat,
  body: SearchArticlesV2Body,
  context: CopyContext = {},
): string {
  if (keepsRangeRelative(format)) {
    const range = context.range && body.from ? context.range : undefined;
    const withMarker = range ? { ...body, from: relativeMarker(range) } : body;
    const text = renderTarget(format, withMarker, context);
    return range ? insertRelative(text, format, range) : text;
  }
  switch (format) {
    case 'json':
      return JSON.stringify(body, null, 2);
    case 'mcp':
      return JSON.stringify(
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'search_articles', arguments: mcpArguments(body) },
        },
        null,
        2,
      );
    case 'websocket':
      return JSON.stringify(
        Object.fromEntries(Object.entries(body).filter(([k]) => SUBSCRIPTION_FIELDS.includes(k))),
        null,
        2,
      );
  }
}
