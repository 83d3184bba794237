/** @module Visual builder: the parsed query as nested AND/OR/NOT groups of chips; edits re-print the text. */
import { useId, useState } from 'react';
import { FIELD_NAMES, type FieldName, type QueryNode } from '../../../../query/ast';
import { checkQuery, printQueryText } from '../../../lib/query-language';
import { appendClause, makeClause, removeAt, type NodePath } from '../lib/ast-edit';

interface Props {
  text: string;
  onChange: (text: string) => void;
}

function leafLabel(node: QueryNode): string {
  if (node.type === 'field') return `${node.field}:${node.value}`;
  if (node.type === 'phrase') return `"${node.value}"`;
  return node.type === 'term' ? node.value : '';
}

function NodeView({
  node,
  path,
  onRemove,
}: {
  node: QueryNode;
  path: NodePath;
  onRemove: (p: NodePath) => void;
}) {
  if (node.type === 'and' || node.type === 'or') {
    return (
      <span
        role="group"
        aria-label={`${node.type.toUpperCase()} group`}
        className="inline-flex flex-wrap items-center gap-1 rounded border border-dashed border-slate-400 p-1"
      >
        {node.children.map((child, i) => (
          <span key={i} className="inline-flex items-center gap-1">
            {i > 0 && (
              <span className="text-xs font-bold text-purple-700 dark:text-purple-300">
                {node.type.toUpperCase()}
              </span>
            )}
            <NodeView node={child} path={[...path, i]} onRemove={onRemove} />
          </span>
        ))}
      </span>
    );
  }
  const negated = node.type === 'not';
  const inner = negated ? node.child : node;
  const label = inner.type === 'and' || inner.type === 'or' || inner.type === 'not' ? null : leafLabel(inner);
  if (negated && label === null) {
    return (
      <span className="inline-flex items-center gap-1">
        <span className="text-xs font-bold text-rose-600">NOT</span>
        <NodeView node={inner} path={[...path, 0]} onRemove={onRemove} />
      </span>
    );
  }
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 text-xs ${negated ? 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100' : 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100'}`}
    >
      {negated && 'NOT '}
      {label}
      <button
        type="button"
        className="ml-1"
        aria-label={`Remove ${negated ? 'NOT ' : ''}${label}`}
        onClick={() => onRemove(path)}
      >
        ×
      </button>
    </span>
  );
}

export function QueryBuilder({ text, onChange }: Props) {
  const id = useId();
  const [kind, setKind] = useState<FieldName | 'phrase' | 'term'>('ticker');
  const [value, setValue] = useState('');
  const [op, setOp] = useState<'and' | 'or'>('and');
  const [negate, setNegate] = useState(false);
  const check = checkQuery(text);
  if (!check.ok) return <p className="text-xs text-slate-500">Fix the query text to edit it visually.</p>;
  const ast = check.ast;
  const add = () => {
    if (!value.trim()) return;
    onChange(printQueryText(appendClause(ast, makeClause(kind, value.trim(), negate), op)));
    setValue('');
  };
  const field =
    'rounded border border-slate-300 bg-transparent text-xs dark:border-slate-600 dark:bg-slate-900';
  return (
    <div className="flex flex-col gap-2" aria-label="Visual query builder" role="region">
      <div>
        {ast ? (
          <NodeView node={ast} path={[]} onRemove={(p) => onChange(printQueryText(removeAt(ast, p)))} />
        ) : (
          <span className="text-xs text-slate-500">No clauses yet.</span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1 text-xs">
        <select
          aria-label="Join with"
          value={op}
          onChange={(e) => setOp(e.target.value as 'and' | 'or')}
          className={field}
        >
          <option value="and">AND</option>
          <option value="or">OR</option>
        </select>
        <label className="flex items-center gap-0.5">
          <input type="checkbox" checked={negate} onChange={(e) => setNegate(e.target.checked)} /> NOT
        </label>
        <select
          aria-label="Clause kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as typeof kind)}
          className={field}
        >
          <option value="term">word</option>
          <option value="phrase">phrase</option>
          {FIELD_NAMES.map((f) => (
            <option key={f} value={f}>
              {f}:
            </option>
          ))}
        </select>
        <label htmlFor={id} className="sr-only">
          Clause value
        </label>
        <input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && add()}
          className={`${field} px-1`}
          placeholder="value"
        />
        <button type="button" onClick={add} className="rounded border px-2">
          Add clause
        </button>
      </div>
    </div>
  );
}
