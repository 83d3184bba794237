/** @module The grid's hidden columns, remembered across visits. */
import { useCallback, useState } from 'react';
import { readHiddenColumns, writeHiddenColumns, type OptionalColumn } from '../lib/columns';

export function useHiddenColumns(): [OptionalColumn[], (column: OptionalColumn, shown: boolean) => void] {
  const [hidden, setHidden] = useState<OptionalColumn[]>(readHiddenColumns);
  const toggle = useCallback((column: OptionalColumn, shown: boolean) => {
    setHidden((prev) => {
      const next = shown ? prev.filter((c) => c !== column) : [...prev, column];
      writeHiddenColumns(next);
      return next;
    });
  }, []);
  return [hidden, toggle];
}
