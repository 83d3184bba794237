/** @module The hints for a query: its ticker-like words are looked up in the company directory (cached). */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { checkQuery } from '../../../lib/query-language';
import { suggestCompaniesOptions } from '../../../lib/suggest-companies';
import { queryHints, tickerCandidates, type QueryHint } from '../lib/query-hints';

const MAX_LOOKUPS = 3;

export function useQueryHints(text: string, sources: readonly string[]): QueryHint[] {
  const check = useMemo(() => checkQuery(text), [text]);
  const ast = check.ok ? check.ast : null;
  const candidates = useMemo(() => tickerCandidates(ast).slice(0, MAX_LOOKUPS), [ast]);
  const lookups = useQueries({ queries: candidates.map((c) => suggestCompaniesOptions(c)) });
  const known = new Set(
    lookups.flatMap((l, i) =>
      (l.data ?? [])
        .filter((c) => c.ticker.toUpperCase() === candidates[i])
        .map((c) => c.ticker.toUpperCase()),
    ),
  );
  return check.ok ? queryHints(text, ast, { isTicker: (s) => known.has(s), sources }) : [];
}
