/**
 * @module A client of POST /v2/articles/export that survives a broken connection: NDJSON articles are written
 * out up to the last resume token only, so after a break the export continues from that token with nothing
 * lost or repeated. Control lines stay out of the output; a cut stream (429, 500) ends with its error.
 */
import { ExportErrorLine, ExportTokenLine } from '../../contract';

export interface DownloadOptions {
  /** The service's base URL, no trailing slash. */
  url: string;
  key: string;
  /** The export body (NDJSON; a `resumeToken` in it is where the first attempt starts). */
  body: Record<string, unknown>;
  /** Receives the articles, one NDJSON line each, in order. */
  write(text: string): Promise<void> | void;
  /** Attempts after a broken connection before giving up (each resumes from the last token). */
  retries?: number;
  fetch?: typeof fetch;
  onProgress?(progress: { rows: number; resumed: number }): void;
}

export type DownloadResult =
  | { ok: true; rows: number }
  | { ok: false; rows: number; statusCode: number; message: string; resumeToken: string | null };

class HttpAnswerError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The output failed (a closed pipe, a full disk): not a broken download, so never retried. */
class WriteError extends Error {}

function errorMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return Array.isArray(body.message) ? body.message.map(String).join('; ') : String(body.message ?? text);
  } catch {
    return text;
  }
}

/** Splits a byte stream into lines, holding back a partial last line until its end arrives. */
async function* linesOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let rest = '';
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    rest += decoder.decode(read.value, { stream: true });
    const parts = rest.split('\n');
    rest = parts.pop() ?? '';
    yield* parts;
  }
  rest += decoder.decode();
  if (rest.length > 0) yield rest;
}

export async function downloadExport(options: DownloadOptions): Promise<DownloadResult> {
  const doFetch = options.fetch ?? fetch;
  let token = typeof options.body.resumeToken === 'string' ? options.body.resumeToken : null;
  let rows = 0;
  let resumed = 0;
  const flush = async (lines: string[]): Promise<void> => {
    try {
      await options.write(lines.join(''));
    } catch (error) {
      throw new WriteError('writing the export failed', { cause: error });
    }
    rows += lines.length;
  };
  for (let attempt = 0; ; attempt += 1) {
    // Articles after the last token: written only when the next token (or the clean end) vouches for them.
    let pending: string[] = [];
    try {
      const { resumeToken: _start, ...body } = options.body;
      const res = await doFetch(`${options.url}/v2/articles/export`, {
        method: 'POST',
        headers: { 'x-api-key': options.key, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({
          ...body,
          format: 'ndjson',
          ...(token === null ? {} : { resumeToken: token }),
        }),
      });
      if (!res.ok || !res.body) throw new HttpAnswerError(res.status, errorMessage(await res.text()));
      for await (const line of linesOf(res.body)) {
        if (line.length === 0) continue;
        const parsed = JSON.parse(line) as Record<string, unknown>;
        const cut = ExportErrorLine.safeParse(parsed);
        if (cut.success && 'statusCode' in parsed) {
          await flush(pending);
          return { ok: false, rows, ...cut.data, resumeToken: cut.data.resumeToken ?? token };
        }
        const checkpoint = ExportTokenLine.safeParse(parsed);
        if (checkpoint.success && !('link' in parsed)) {
          await flush(pending);
          pending = [];
          token = checkpoint.data.resumeToken;
          options.onProgress?.({ rows, resumed });
          continue;
        }
        pending.push(`${line}\n`);
      }
      await flush(pending);
      return { ok: true, rows };
    } catch (error) {
      if (error instanceof WriteError) throw error;
      if (error instanceof HttpAnswerError) {
        return { ok: false, rows, statusCode: error.statusCode, message: error.message, resumeToken: token };
      }
      if (attempt >= (options.retries ?? 5)) throw error;
      resumed += 1;
    }
  }
}
