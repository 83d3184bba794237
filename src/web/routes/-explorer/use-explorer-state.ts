/** @module The explorer state from the URL and the one way to change it. */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { applyPatch, toExplorerState, type ExplorerSearch } from '../../lib/explorer-state';

export function useExplorerState() {
  const state = useSearch({ from: '/' });
  const navigate = useNavigate({ from: '/' });
  const update = useCallback(
    (patch: Partial<ExplorerSearch>) =>
      void navigate({ search: (prev) => applyPatch(toExplorerState(prev), patch) }),
    [navigate],
  );
  const replace = useCallback((next: ExplorerSearch) => void navigate({ search: next }), [navigate]);
  return { state, update, replace };
}
