/** @module One clause as a chip: NOT toggles in place, the label opens the clause form in place, × removes. */
import { useFocusAfterClose } from '../../../hooks/use-focus-after-close';
import { removeItem, updateItem, type BuilderClause } from '../lib/builder-tree';
import { leafLabel, leafProblem, makeLeaf } from '../lib/clause';
import { useBuilder } from './builder-context';
import { ClauseForm } from './clause-form';
import { NegateToggle } from './negate-toggle';
import { Button } from '../../../components/button';

export function ClauseChip({ item }: { item: BuilderClause }) {
  const builder = useBuilder();
  const label = leafLabel(item.leaf);
  const full = `${item.negated ? 'NOT ' : ''}${label}`;
  const editing = builder.editing?.mode === 'edit' && builder.editing.id === item.id;
  const editButton = useFocusAfterClose<HTMLButtonElement>(editing);

  if (editing) {
    return (
      <ClauseForm
        title={`Edit clause ${full}`}
        submitLabel="Save clause"
        initial={item}
        autoFocus
        onCancel={() => builder.setEditing(null)}
        onSubmit={(kind, value, negated) => {
          const leaf = makeLeaf(kind, value, item.leaf);
          const problem = leaf === item.leaf ? null : leafProblem(leaf);
          if (problem) return problem;
          builder.apply((root) =>
            updateItem(root, item.id, (it) => (it.kind === 'clause' ? { ...it, leaf, negated } : it)),
          );
          builder.setEditing(null);
          return null;
        }}
      />
    );
  }

  return (
    <span
      className={`inline-flex items-center rounded-full pl-1 pr-2 text-xs ${item.negated ? 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100' : 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100'}`}
    >
      <NegateToggle
        negated={item.negated}
        target={label}
        onToggle={() =>
          builder.apply((root) => updateItem(root, item.id, (it) => ({ ...it, negated: !it.negated })))
        }
      />
      <Button
        ref={editButton}
        aria-label={`Edit ${full}`}
        title="Edit this clause"
        variant="ghost"
        scale="inline"
        className="font-mono hover:underline"
        onClick={() => builder.setEditing({ mode: 'edit', id: item.id })}
      >
        {label}
      </Button>
      <Button
        variant="ghost"
        scale="inline"
        className="ml-1"
        aria-label={`Remove ${full}`}
        onClick={() => builder.apply((root) => removeItem(root, item.id))}
      >
        ×
      </Button>
    </span>
  );
}
