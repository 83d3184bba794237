/** @module What every builder item can do: apply an edit to the whole tree, and open one form at a time. */
import { createContext, useContext } from 'react';
import type { BuilderGroup } from '../lib/builder-tree';

/** The one open form: editing a clause in place, or adding a clause to a group. */
export type EditTarget = { mode: 'edit'; id: string } | { mode: 'add'; groupId: string };

export interface BuilderActions {
  editing: EditTarget | null;
  setEditing: (target: EditTarget | null) => void;
  apply: (change: (root: BuilderGroup) => BuilderGroup) => void;
}

export const BuilderContext = createContext<BuilderActions | null>(null);

export function useBuilder(): BuilderActions {
  const actions = useContext(BuilderContext);
  if (!actions) throw new Error('builder items render inside QueryBuilder');
  return actions;
}
