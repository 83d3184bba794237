/**
 * @module POST /v2/articles/export through the dashboard's `/api` proxy: every match of the search, streamed
 * (no row cap), kept as the endpoint sent it (the CSV's byte order mark included) while its rows and bytes are
 * reported as they arrive. Aborting the signal stops the download and the service's reading.
 */
import type { ExportFormat, SearchArticlesV2Body } from '../../../../contract';
import { API_BASE } from '../../../lib/api-client';
import { ApiError, decodeProblem } from '../../../lib/api-problem';
import { exportProgress } from '../lib/export-progress';

export interface ExportTally {
  rows: number;
  bytes: number;
}

export interface StreamedExport extends ExportTally {
  file: Blob;
}

const TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  ndjson: 'application/x-ndjson;charset=utf-8',
};

async function problemBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function streamExport(
  filters: SearchArticlesV2Body,
  format: ExportFormat,
  options: { signal: AbortSignal; onProgress: (tally: ExportTally) => void },
): Promise<StreamedExport> {
  // Every match is sent: the page of the grid is no part of an export.
  const { page: _page, pageSize: _pageSize, highlight: _highlight, ...search } = filters;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/v2/articles/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...search, format }),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ApiError({ kind: 'network', message: error instanceof Error ? error.message : String(error) });
  }
  if (!response.ok || !response.body)
    throw new ApiError(decodeProblem(response.status, await problemBody(response)));
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const progress = exportProgress(format);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    progress.feed(decoder.decode(value, { stream: true }));
    options.onProgress({ rows: progress.rows(), bytes });
  }
  progress.feed(decoder.decode());
  const cut = progress.error();
  if (cut) {
    throw new ApiError(
      cut.statusCode === 429
        ? { kind: 'rate_limited', status: 429, scope: 'quota', message: cut.message }
        : { kind: 'server', status: cut.statusCode, message: cut.message },
    );
  }
  return { file: new Blob(parts, { type: TYPE[format] }), rows: progress.rows(), bytes };
}
