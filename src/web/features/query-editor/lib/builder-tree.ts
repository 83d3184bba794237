/**
 * @module The visual builder's tree: AND/OR groups (each may be negated, and may stay empty while being
 * built) holding clauses and further groups. Converts to and from the shared query AST, so the text is
 * always the shared printer's output; edits are pure functions addressed by item id.
 */
import { sameQuery, type LeafNode, type QueryNode } from '../../../lib/query-language';

export type GroupOp = 'and' | 'or';

export interface BuilderClause {
  kind: 'clause';
  id: string;
  negated: boolean;
  leaf: LeafNode;
}

export interface BuilderGroup {
  kind: 'group';
  id: string;
  negated: boolean;
  op: GroupOp;
  items: BuilderItem[];
}

export type BuilderItem = BuilderClause | BuilderGroup;

export type TreeResult = { ok: true; root: BuilderGroup } | { ok: false; reason: string };

const NO_SPAN = { start: 0, end: 0 };
let lastId = 0;

/** A fresh id for a builder item (React keys and edit targets; never printed). */
export function newItemId(): string {
  lastId += 1;
  return `q${lastId}`;
}

export function emptyGroup(op: GroupOp = 'and'): BuilderGroup {
  return { kind: 'group', id: newItemId(), negated: false, op, items: [] };
}

export function clauseOf(leaf: LeafNode, negated = false): BuilderClause {
  return { kind: 'clause', id: newItemId(), negated, leaf };
}

class Unrepresentable {
  constructor(readonly reason: string) {}
}

function itemFromAst(node: QueryNode, negated: boolean): BuilderItem {
  if (node.type === 'not') {
    if (negated) {
      throw new Unrepresentable(
        'it negates a negation (NOT NOT …, or NOT before a -clause); drop both NOTs to edit it visually',
      );
    }
    return itemFromAst(node.child, true);
  }
  if (node.type === 'and' || node.type === 'or') {
    return {
      kind: 'group',
      id: newItemId(),
      negated,
      op: node.type,
      items: node.children.map((child) => itemFromAst(child, false)),
    };
  }
  return { kind: 'clause', id: newItemId(), negated, leaf: node };
}

/** The builder's item as the AST it stands for; empty groups stand for nothing, one-member groups for it. */
function itemToAst(item: BuilderItem): QueryNode | null {
  let node: QueryNode | null;
  if (item.kind === 'clause') node = item.leaf;
  else {
    const children = item.items.map(itemToAst).filter((child): child is QueryNode => child !== null);
    const [only] = children;
    node = children.length > 1 ? { type: item.op, children, span: NO_SPAN } : (only ?? null);
  }
  return node && item.negated ? { type: 'not', child: node, span: NO_SPAN } : node;
}

export function astFromTree(root: BuilderGroup): QueryNode | null {
  return itemToAst(root);
}

/**
 * The tree for a parsed query: the root is always a (non-negated) group. Anything the builder cannot
 * show exactly is refused with a reason instead of being shown altered.
 */
export function treeFromAst(ast: QueryNode | null): TreeResult {
  if (!ast) return { ok: true, root: emptyGroup() };
  let root: BuilderGroup;
  try {
    const item = itemFromAst(ast, false);
    root = item.kind === 'group' && !item.negated ? item : { ...emptyGroup(), items: [item] };
  } catch (caught) {
    if (caught instanceof Unrepresentable) return { ok: false, reason: caught.reason };
    throw caught;
  }
  // The conversions above are meant to be exact; this guards the promise of never altering a query.
  const back = astFromTree(root);
  if (!back || !sameQuery(back, ast)) {
    return { ok: false, reason: 'the builder cannot show this query without changing it' };
  }
  return { ok: true, root };
}

/** Applies `change` to the item with `id`; returning null removes it. Other items are kept as they are. */
export function updateItem(
  root: BuilderGroup,
  id: string,
  change: (item: BuilderItem) => BuilderItem | null,
): BuilderGroup {
  const visit = (item: BuilderItem): BuilderItem | null => {
    if (item.id === id) return change(item);
    if (item.kind === 'clause') return item;
    return { ...item, items: item.items.map(visit).filter((i): i is BuilderItem => i !== null) };
  };
  const next = visit(root);
  // The root itself is never removed or replaced by a clause.
  return next?.kind === 'group' ? next : { ...root, items: [] };
}

export function removeItem(root: BuilderGroup, id: string): BuilderGroup {
  return updateItem(root, id, () => null);
}

/** Appends `item` to the group with `groupId`. */
export function addToGroup(root: BuilderGroup, groupId: string, item: BuilderItem): BuilderGroup {
  return updateItem(root, groupId, (group) =>
    group.kind === 'group' ? { ...group, items: [...group.items, item] } : group,
  );
}

/**
 * Joins `item` to the whole query with `op`: a query of at most one member simply takes `op`; a query
 * joined by the other operator becomes the first member of a new group, so its meaning is kept.
 */
export function joinToRoot(root: BuilderGroup, item: BuilderItem, op: GroupOp): BuilderGroup {
  if (root.items.length <= 1 || root.op === op) return { ...root, op, items: [...root.items, item] };
  return { ...emptyGroup(op), items: [{ ...root, id: newItemId() }, item] };
}

/** True when some group under `root` (not the root) has no members yet. */
export function hasEmptyGroup(group: BuilderGroup): boolean {
  return group.items.some(
    (item) => item.kind === 'group' && (item.items.length === 0 || hasEmptyGroup(item)),
  );
}

/** True when some clause sits under an even number of NOTs: a query with none matches nothing. */
export function hasPositiveClause(item: BuilderItem, negated = false): boolean {
  const flipped = item.negated ? !negated : negated;
  if (item.kind === 'clause') return !flipped;
  return item.items.some((child) => hasPositiveClause(child, flipped));
}
