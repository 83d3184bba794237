/** @module Paging: previous/next and page size; says which rows are shown and, when known, of how many. */
import { PAGE_SIZES } from '../../../lib/explorer-state';
import { formatCount } from '../../../lib/format';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';

interface Props {
  page: number;
  size: number;
  rows: number;
  total?: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

export function Pager({ page, size, rows, total, onPage, onSize }: Props) {
  const first = rows ? (page - 1) * size + 1 : 0;
  const last = (page - 1) * size + rows;
  const hasNext = total !== undefined ? last < total : rows === size;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-2 py-2 text-sm">
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)} variant="secondary" scale="sm">
        ← Previous
      </Button>
      <span>
        Page {page} · rows {first}–{last}
        {total !== undefined && ` of ${formatCount(total)}`}
      </span>
      <Button disabled={!hasNext} onClick={() => onPage(page + 1)} variant="secondary" scale="sm">
        Next →
      </Button>
      <label className="ml-auto flex items-center gap-1">
        Page size
        <Select value={size} onChange={(e) => onSize(Number(e.target.value))} scale="sm">
          {PAGE_SIZES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </Select>
      </label>
    </nav>
  );
}
