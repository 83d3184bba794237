/**
 * @module The body of an export: the formatter's head, then every match chunk by chunk in the search's order, a
 * checkpoint (resume token) every EXPORT_TOKEN_EVERY rows and one more quota unit before each further
 * EXPORT_ROWS_PER_UNIT rows. A refused unit or a store failure after the first chunk ends the body with an
 * error line that says where to resume: the response has started, so no status can say it any more.
 */
import {
  ERROR_TEXT,
  EXPORT_ROWS_PER_UNIT,
  EXPORT_TOKEN_EVERY,
  type ArticleV2,
  type ExportErrorLine,
} from '../../contract';
import type { ArticleRecord } from '../model/article';
import type { ExportRow } from '../search/article-export';
import type { KeysetPosition } from '../search/keyset-sql';
import type { ExportFormatter } from './export-format';

/** Rows read per statement: one quota unit's worth, so a unit is charged only when its rows exist. */
export const EXPORT_CHUNK_ROWS = EXPORT_ROWS_PER_UNIT;

export interface ExportBodyDeps {
  chunk(after: KeysetPosition | null, limit: number): Promise<ExportRow[]>;
  /** Charges one more unit of the caller's quota: null when granted, else the 429 text. */
  chargeUnit(): Promise<string | null>;
  present(record: ArticleRecord): ArticleV2;
  formatter: ExportFormatter;
  token(position: KeysetPosition): string;
  /** A failure after the response started (logged; the body ends with a 500 line). */
  onError(error: unknown): void;
}

/**
 * The body's text, one piece per chunk (bounded whatever the export's size). A failure before the first piece
 * is thrown, so that the route answers it with a status; the caller pulls the next piece only when the client
 * has taken the last (backpressure), and stops pulling when the client goes.
 */
export async function* exportBody(
  deps: ExportBodyDeps,
  start: KeysetPosition | null,
): AsyncGenerator<string> {
  const { formatter } = deps;
  let after = start;
  let rows = 0;
  let out = formatter.head;
  const cut = (statusCode: ExportErrorLine['statusCode'], message: string): string => {
    const line: ExportErrorLine = { statusCode, message };
    if (after !== null) line.resumeToken = deps.token(after);
    return out + formatter.error(line);
  };
  let started = false;
  // The next chunk is read while this one is formatted and sent (the store and this process work at once);
  // at most two chunks are held. A read left pending when the body ends early is awaited by no one.
  const read = (from: KeysetPosition | null) => {
    const chunk = deps.chunk(from, EXPORT_CHUNK_ROWS);
    chunk.catch(() => undefined);
    return chunk;
  };
  let next = read(after);
  try {
    for (;;) {
      const chunk = await next;
      const last = chunk[chunk.length - 1];
      if (chunk.length === EXPORT_CHUNK_ROWS && last) next = read(last.position);
      for (const row of chunk) {
        if (rows > 0 && rows % EXPORT_ROWS_PER_UNIT === 0) {
          const refusal = await deps.chargeUnit();
          if (refusal !== null) {
            yield cut(429, refusal);
            return;
          }
        }
        rows += 1;
        after = row.position;
        const checkpoint = rows % EXPORT_TOKEN_EVERY === 0 ? { resumeToken: deps.token(after), rows } : null;
        out += formatter.article(deps.present(row.record), checkpoint);
      }
      started = true;
      yield out;
      out = '';
      if (chunk.length < EXPORT_CHUNK_ROWS) return;
    }
  } catch (error) {
    if (!started) throw error;
    deps.onError(error);
    yield cut(500, ERROR_TEXT.internal);
  }
}
