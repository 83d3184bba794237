/**
 * @module Export every matching article through the service's streamed export (no row cap) as its CSV (UTF-8
 * with BOM, as spreadsheets read it) or NDJSON, with a progress bar of rows and bytes, cancel, and a file name
 * that says which query and when.
 */
import { useEffect, useRef, useState } from 'react';
import type { ExportFormat, SearchArticlesV2Body } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { Button } from '../../../components/button';
import { formatCount } from '../../../lib/format';
import { streamExport, type ExportTally } from '../api/stream-export';
import { exportFileName } from '../lib/export-file-name';

function download(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const formatBytes = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${formatCount(Math.ceil(bytes / 1024))} KB` : `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** One button a format, in this order (CSV first, unlike the contract's list), each labelled in capitals. */
const FORMAT_BUTTONS: readonly ExportFormat[] = ['csv', 'ndjson'];

interface Props {
  filters: SearchArticlesV2Body;
  /** How many articles match, when known exactly: the progress bar's end. */
  total?: number;
}

type Outcome = { kind: 'done'; rows: number; name: string } | { kind: 'cancelled'; rows: number } | null;

export function ExportMenu({ filters, total }: Props) {
  const [tally, setTally] = useState<ExportTally | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops a running export.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (format: ExportFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setOutcome(null);
    setTally({ rows: 0, bytes: 0 });
    const started = new Date();
    let last: ExportTally = { rows: 0, bytes: 0 };
    try {
      const result = await streamExport(filters, format, {
        signal: abort.signal,
        onProgress: (next) => {
          last = next;
          setTally(next);
        },
      });
      const name = exportFileName(filters.query, started, format);
      download(name, result.file);
      setOutcome({ kind: 'done', rows: result.rows, name });
    } catch (e) {
      if (abort.signal.aborted) setOutcome({ kind: 'cancelled', rows: last.rows });
      else setError(e);
    } finally {
      controller.current = null;
      setTally(null);
    }
  };

  const busy = tally !== null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="export-menu">
      <span id="export-label">Export every matching article:</span>
      {FORMAT_BUTTONS.map((format) => (
        <Button
          key={format}
          disabled={busy}
          onClick={() => void run(format)}
          variant="secondary"
          scale="sm"
          aria-describedby="export-label"
        >
          {format.toUpperCase()}
        </Button>
      ))}
      {busy && (
        <>
          <progress
            aria-label="Export progress"
            className="h-2 w-40"
            max={total && total > 0 ? total : undefined}
            value={total && total > 0 ? Math.min(tally.rows, total) : undefined}
          />
          <span role="status" data-testid="export-progress">
            {formatCount(tally.rows)}
            {total ? ` of ${formatCount(total)}` : ''} rows · {formatBytes(tally.bytes)}
          </span>
          <Button onClick={() => controller.current?.abort()} variant="secondary" scale="sm">
            Cancel export
          </Button>
        </>
      )}
      {outcome?.kind === 'done' && (
        <span role="status">
          Saved {formatCount(outcome.rows)} rows as {outcome.name}.
        </span>
      )}
      {outcome?.kind === 'cancelled' && (
        <span role="status">Export cancelled after {formatCount(outcome.rows)} rows; nothing saved.</span>
      )}
      {error !== null && <ApiErrorNotice error={error} what="the export" />}
    </div>
  );
}
