/**
 * @module Visual builder: the query as nested AND/OR groups of clause chips, edited in place. Every edit
 * re-prints the text with the shared printer; text typed elsewhere is read back into the tree. A query
 * the builder cannot show exactly is refused with a reason, never shown altered.
 */
import { useMemo, useState } from 'react';
import { checkQuery, printQueryText } from '../../../lib/query-language';
import {
  astFromTree,
  clauseOf,
  hasEmptyGroup,
  hasPositiveClause,
  joinToRoot,
  treeFromAst,
  type BuilderGroup,
  type GroupOp,
} from '../lib/builder-tree';
import { leafProblem, makeLeaf } from '../lib/clause';
import { BuilderContext, type BuilderActions, type EditTarget } from './builder-context';
import { GroupView } from './builder-group';
import { ClauseForm } from './clause-form';

interface Props {
  text: string;
  onChange: (text: string) => void;
}

type Derived = { ok: true; root: BuilderGroup } | { ok: false; syntax: boolean; message: string };

function deriveTree(text: string): Derived {
  const check = checkQuery(text);
  if (!check.ok) return { ok: false, syntax: true, message: check.message };
  const tree = treeFromAst(check.ast);
  return tree.ok ? tree : { ok: false, syntax: false, message: tree.reason };
}

const note = 'rounded bg-amber-50 p-2 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-100';

/** Why the text is not shown as a tree: a syntax error to fix, or a query the builder cannot show exactly. */
function Unavailable({ derived }: { derived: Derived }) {
  if (derived.ok) return null;
  return (
    <p className={note} data-testid="builder-unavailable">
      {derived.syntax
        ? `Fix the query text to edit it visually: ${derived.message}.`
        : `This query cannot be shown in the visual builder: ${derived.message}. It runs as written; edit it as text.`}
    </p>
  );
}

export function QueryBuilder({ text, onChange }: Props) {
  // The builder's own tree while the text is what it printed: it may hold empty groups the text cannot.
  const [draft, setDraft] = useState<{ text: string; root: BuilderGroup } | null>(null);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [joinOp, setJoinOp] = useState<GroupOp>('and');
  const derived = useMemo(() => deriveTree(text), [text]);
  const root = draft?.text === text ? draft.root : derived.ok ? derived.root : null;
  const check = checkQuery(text);

  const actions: BuilderActions = {
    editing,
    setEditing,
    apply: (change) => {
      if (!root) return;
      const next = change(root);
      const printed = printQueryText(astFromTree(next));
      setDraft({ text: printed, root: next });
      if (printed !== text) onChange(printed);
    },
  };

  return (
    <BuilderContext.Provider value={actions}>
      <div role="region" aria-label="Visual query builder" className="flex flex-col gap-2">
        {root ? <GroupView group={root} number="" /> : <Unavailable derived={derived} />}
        {root && !check.ok && (
          <p role="alert" className={note}>
            Not run yet: {check.message}.
            {root.items.length > 0 && !hasPositiveClause(root) && ' At least one clause must be without NOT.'}
          </p>
        )}
        {root && hasEmptyGroup(root) && (
          <p className="text-xs text-slate-500">
            Empty groups are left out of the text until they get a clause.
          </p>
        )}
        {root && editing === null && (
          <ClauseForm
            title="Add a clause"
            submitLabel="Add clause"
            join={{ op: joinOp, onOp: setJoinOp }}
            onSubmit={(kind, value, negated) => {
              const leaf = makeLeaf(kind, value);
              const problem = leafProblem(leaf);
              if (problem) return problem;
              actions.apply((tree) => joinToRoot(tree, clauseOf(leaf, negated), joinOp));
              return null;
            }}
          />
        )}
      </div>
    </BuilderContext.Provider>
  );
}
