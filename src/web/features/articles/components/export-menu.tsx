/** @module Export the matching articles (cap stated up front) as CSV or JSON, with progress and errors shown. */
import { useState } from 'react';
import type { SearchArticlesV2Body } from '../../../../contract';
import { ApiErrorNotice } from '../../../components/api-error-notice';
import { formatCount } from '../../../lib/format';
import { EXPORT_CAP, fetchForExport } from '../api/export-articles';
import { toCsv } from '../lib/to-csv';
import { Button } from '../../../components/button';

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportMenu({ filters }: { filters: SearchArticlesV2Body }) {
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async (format: 'csv' | 'json') => {
    setError(null);
    setBusy(0);
    try {
      const rows = await fetchForExport(filters, setBusy);
      const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
      if (format === 'csv') download(`articles-${stamp}.csv`, 'text/csv', toCsv(rows));
      else download(`articles-${stamp}.json`, 'application/json', JSON.stringify(rows, null, 2));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>Export the first {formatCount(EXPORT_CAP)} matching rows at most:</span>
      <Button disabled={busy !== null} onClick={() => void run('csv')} variant="secondary" scale="sm">
        CSV
      </Button>
      <Button disabled={busy !== null} onClick={() => void run('json')} variant="secondary" scale="sm">
        JSON
      </Button>
      {busy !== null && <span role="status">Fetched {formatCount(busy)} rows…</span>}
      {error !== null && <ApiErrorNotice error={error} what="the export" />}
    </div>
  );
}
