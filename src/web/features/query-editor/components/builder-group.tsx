/** @module One AND/OR group of the builder: its operator and NOT in place, its members, nested groups, adding. */
import { Fragment } from 'react';
import { useFocusAfterClose } from '../../../hooks/use-focus-after-close';
import {
  addToGroup,
  clauseOf,
  emptyGroup,
  removeItem,
  updateItem,
  type BuilderGroup,
  type GroupOp,
} from '../lib/builder-tree';
import { leafProblem, makeLeaf } from '../lib/clause';
import { useBuilder } from './builder-context';
import { ClauseChip } from './builder-clause';
import { ClauseForm } from './clause-form';
import { NegateToggle } from './negate-toggle';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';

interface Props {
  group: BuilderGroup;
  /** "" for the whole query, else the group's position among its parents' groups ("1", "1.2"). */
  number: string;
}

const other = (op: GroupOp): GroupOp => (op === 'and' ? 'or' : 'and');

export function GroupView({ group, number }: Props) {
  const builder = useBuilder();
  const root = number === '';
  const op = group.op.toUpperCase();
  const where = root ? 'the whole query' : `group ${number}`;
  const name = root ? `${op} group` : `Group ${number}: ${group.negated ? 'NOT ' : ''}${op}`;
  const adding = builder.editing?.mode === 'add' && builder.editing.groupId === group.id;
  const opener = useFocusAfterClose<HTMLSelectElement>(adding);
  const change = (patch: Partial<BuilderGroup>) =>
    builder.apply((tree) =>
      updateItem(tree, group.id, (it) => (it.kind === 'group' ? { ...it, ...patch } : it)),
    );
  let groups = 0;

  return (
    <div
      role="group"
      aria-label={name}
      className={`flex flex-col gap-1 rounded border border-dashed p-1 ${group.negated ? 'border-rose-500 bg-rose-50/40 dark:bg-rose-950/40' : 'border-slate-400'}`}
    >
      <div className="flex flex-wrap items-center gap-1 text-xs">
        {!root && (
          <NegateToggle
            negated={group.negated}
            target={where}
            onToggle={() => change({ negated: !group.negated })}
          />
        )}
        <Select
          ref={opener}
          aria-label={`Operator of ${where}`}
          value={group.op}
          onChange={(e) => change({ op: e.target.value as GroupOp })}
          scale="xs"
        >
          <option value="and">AND (all)</option>
          <option value="or">OR (any)</option>
        </Select>
        {!root && (
          <Button
            aria-label={`Add a clause to ${where}`}
            variant="secondary"
            scale="xs"
            onClick={() => builder.setEditing({ mode: 'add', groupId: group.id })}
          >
            + clause
          </Button>
        )}
        <Button
          aria-label={root ? 'Add a group' : `Add a group inside ${where}`}
          variant="secondary"
          scale="xs"
          onClick={() => {
            const inner = emptyGroup(other(group.op));
            builder.apply((tree) => addToGroup(tree, group.id, inner));
            builder.setEditing({ mode: 'add', groupId: inner.id });
          }}
        >
          + group
        </Button>
        {!root && (
          <Button
            aria-label={`Remove ${where}`}
            variant="ghost"
            scale="xs"
            className="ml-auto"
            onClick={() => builder.apply((tree) => removeItem(tree, group.id))}
          >
            ×
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        {group.items.map((item, index) => (
          <Fragment key={item.id}>
            {index > 0 && (
              <span className="text-xs font-bold text-purple-700 dark:text-purple-300">{op}</span>
            )}
            {item.kind === 'clause' ? (
              <ClauseChip item={item} />
            ) : (
              <GroupView group={item} number={root ? `${++groups}` : `${number}.${++groups}`} />
            )}
          </Fragment>
        ))}
        {group.items.length === 0 && (
          <span className="text-xs text-slate-500">
            {root ? 'No clauses yet.' : 'Empty group: add a clause (left out of the text until then).'}
          </span>
        )}
      </div>
      {adding && (
        <ClauseForm
          title={`Add a clause to ${where}`}
          submitLabel="Add clause"
          cancelLabel="Done"
          autoFocus
          onCancel={() => builder.setEditing(null)}
          onSubmit={(kind, value, negated) => {
            const leaf = makeLeaf(kind, value);
            const problem = leafProblem(leaf);
            if (problem) return problem;
            // The form stays open for the next member; Done or Escape closes it.
            builder.apply((tree) => addToGroup(tree, group.id, clauseOf(leaf, negated)));
            return null;
          }}
        />
      )}
    </div>
  );
}
