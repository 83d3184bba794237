/** @module The return trip: any "Copy as" output, a bare body or a shared dashboard URL back into explorer state. */
import { toExplorerState, type ExplorerSearch as State } from '../../../lib/explorer-state';
import { markRelative, rangeOfMarker } from './relative-dates';

export type RestoreResult = { ok: true; state: State; from: string } | { ok: false; reason: string };

/** The first balanced `{…}` after `from`, honouring strings. */
function extractObject(text: string, from = 0): string | null {
  const start = text.indexOf('{', from);
  if (start < 0) return null;
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

function fromPython(literal: string): string {
  return literal.replace(
    /("(?:[^"\\]|\\.)*")|\b(True|False|None)\b/g,
    (_m, str: string | undefined, word: string) =>
      str ?? { True: 'true', False: 'false', None: 'null' }[word] ?? word,
  );
}

/** A request body is explorer state already (the URL uses the contract's names); only a relative range differs. */
function bodyToState(body: Record<string, unknown>): State {
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
  // A range copied as a relative date expression comes back as the rolling range it was.
  const range = rangeOfMarker(given.from);
  // A body without `collapse` lists every copy: the grid shows what that request returns.
  return toExplorerState({
    ...given,
    range: range ?? '',
    from: range ? '' : (given.from ?? ''),
    everyCopy: given.collapse !== 'story',
  });
}

function fromUrl(text: string): RestoreResult {
  const url = new URL(text);
  const raw: Record<string, unknown> = {};
  url.searchParams.forEach((value, key) => {
    try {
      raw[key] = JSON.parse(value) as unknown;
    } catch {
      raw[key] = value;
    }
  });
  return { ok: true, state: toExplorerState(raw), from: 'a shared URL' };
}

export function restoreFromPaste(pasted: string): RestoreResult {
  // Undo the shell quoting "Copy as curl" applies to single quotes.
  const text = markRelative(pasted.trim()).replace(/'\\''/g, "'");
  if (/^https?:\/\/\S+$/.test(text)) return fromUrl(text);
  const python = /\bjson=/.test(text);
  const start = python
    ? text.indexOf('json=')
    : /JSON\.stringify\(/.test(text)
      ? text.indexOf('JSON.stringify(')
      : /\s-d\s/.test(text)
        ? text.search(/\s-d\s/)
        : 0;
  const literal = extractObject(text, start);
  if (!literal) return { ok: false, reason: 'No JSON object found in the pasted text.' };
  let value: unknown;
  try {
    value = JSON.parse(python ? fromPython(literal) : literal);
  } catch {
    return { ok: false, reason: 'The pasted object is not valid JSON.' };
  }
  if (!value || typeof value !== 'object') return { ok: false, reason: 'Expected a JSON object.' };
  const record = value as Record<string, unknown>;
  const params = record.params as { arguments?: Record<string, unknown> } | undefined;
  if (record.jsonrpc && params?.arguments)
    return { ok: true, state: bodyToState(params.arguments), from: 'an MCP tools/call' };
  const kind = python
    ? 'Python requests'
    : start > 0
      ? text.includes('curl')
        ? 'curl'
        : 'TypeScript fetch'
      : 'a JSON body';
  return { ok: true, state: bodyToState(record), from: kind };
}
