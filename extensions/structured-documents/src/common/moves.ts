import {
  BUILT_IN_RULES,
  editRefusal,
  type AccessRights,
  type ContainerRules,
  type PlaceContext,
} from './containers.ts';
import { generatorModeOf } from './defaults.ts';
import { indexTree, replaceNode, walk, type ElementNode, type NodePlace } from './tree.ts';

/**
 * The element moves of domain.md §4 (up, down, before or after another element, level up to the nearest
 * valid container) with insert, delete and disable. Each returns a new tree (the old one is untouched;
 * nodes off the changed paths are shared) or why it was refused; every change is checked against the
 * container rules and the access rights of §5, in the browser before it is shown and on the server
 * before it is saved.
 */

/**
 * Why a change was refused: the place does not take the kind (§5), the document is read-only, the
 * rights do not cover the kind, the change would change nothing or make no sense (moving the root, into
 * itself, past the end), an id names no element, or an inserted id is taken.
 */
export type MoveRefusal = 'notAllowedHere' | 'readOnly' | 'noRights' | 'noMove' | 'notFound' | 'duplicateId';

/** A new tree, with the ids of the containers whose children changed (their order chains to save), or a refusal. */
export type MoveResult<N extends ElementNode = ElementNode> =
  { ok: true; tree: N; touched: string[] } | { ok: false; reason: MoveRefusal };

/** What a change is checked against: the document's rights and the container rules (built-in ones when not given). */
export interface MoveChecks {
  rights: AccessRights;
  rules?: ContainerRules;
}

const refuse = (reason: MoveRefusal): { ok: false; reason: MoveRefusal } => ({ ok: false, reason });

/** What placing `node` in `parent` needs besides the kinds: the generator's mode, whether the parent is otherwise empty. */
export function placeContext(node: ElementNode, parent: ElementNode): PlaceContext {
  return {
    generatorMode: generatorModeOf(node),
    parentIsEmpty: parent.children.every((c) => c.id === node.id),
  };
}

/** Whether `ancestorId` is `place`'s node or one of its ancestors. */
function isWithin(index: Map<string, NodePlace>, id: string, ancestorId: string): boolean {
  for (let at = index.get(id); at; at = at.parent ? index.get(at.parent.id) : undefined)
    if (at.node.id === ancestorId) return true;
  return false;
}

/**
 * Moves the element to `newIndex` among the children of `newParentId` (counted without the element):
 * the one primitive every move is made of.
 */
export function relocate<N extends ElementNode>(
  root: N,
  id: string,
  newParentId: string,
  newIndex: number,
  checks: MoveChecks,
): MoveResult<N> {
  const index = indexTree(root) as Map<string, NodePlace<N>>;
  const place = index.get(id);
  const target = index.get(newParentId);
  if (!place || !target) return refuse('notFound');
  if (!place.parent || isWithin(index, newParentId, id)) return refuse('noMove');
  const byRights = editRefusal(checks.rights, place.node.kind, 'move');
  if (byRights) return refuse(byRights);
  const rules = checks.rules ?? BUILT_IN_RULES;
  if (!rules.canContain(target.node.kind, place.node.kind, placeContext(place.node, target.node)))
    return refuse('notAllowedHere');
  const oldParent = place.parent;
  const sameParent = oldParent.id === newParentId;
  const room = target.node.children.length - (sameParent ? 1 : 0);
  if (newIndex < 0 || newIndex > room || (sameParent && newIndex === place.index)) return refuse('noMove');
  const removed = replaceNode(root, oldParent.id, (p) => ({ ...p, children: p.children.filter((c) => c.id !== id) }))!;
  const tree = replaceNode(removed, newParentId, (p) => {
    const children = [...p.children];
    children.splice(newIndex, 0, place.node);
    return { ...p, children };
  })!;
  return { ok: true, tree, touched: sameParent ? [newParentId] : [oldParent.id, newParentId] };
}

/** Moves the element one place up among its siblings. */
export function moveUp<N extends ElementNode>(root: N, id: string, checks: MoveChecks): MoveResult<N> {
  const place = indexTree(root).get(id);
  if (!place) return refuse('notFound');
  if (!place.parent || place.index === 0) return refuse('noMove');
  return relocate(root, id, place.parent.id, place.index - 1, checks);
}

/** Moves the element one place down among its siblings. */
export function moveDown<N extends ElementNode>(root: N, id: string, checks: MoveChecks): MoveResult<N> {
  const place = indexTree(root).get(id);
  if (!place) return refuse('notFound');
  if (!place.parent || place.index === place.parent.children.length - 1) return refuse('noMove');
  return relocate(root, id, place.parent.id, place.index + 1, checks);
}

/** Moves the element just before (`'before'`) or after (`'after'`) another element, into that element's container. */
export function moveNextTo<N extends ElementNode>(
  root: N,
  id: string,
  targetId: string,
  side: 'before' | 'after',
  checks: MoveChecks,
): MoveResult<N> {
  const index = indexTree(root);
  const place = index.get(id);
  const target = index.get(targetId);
  if (!place || !target) return refuse('notFound');
  if (!target.parent || id === targetId) return refuse('noMove');
  // Counted without the moved element: a sibling before the target leaves a gap.
  const shift = place.parent?.id === target.parent.id && place.index < target.index ? 1 : 0;
  return relocate(root, id, target.parent.id, target.index - shift + (side === 'after' ? 1 : 0), checks);
}

/**
 * Level up (§4): to the nearest ancestor above the element's container that can hold it (§5), placed
 * right after the ancestor's child it came from.
 */
export function levelUp<N extends ElementNode>(root: N, id: string, checks: MoveChecks): MoveResult<N> {
  const index = indexTree(root);
  const place = index.get(id);
  if (!place) return refuse('notFound');
  if (!place.parent || !index.get(place.parent.id)!.parent) return refuse('noMove');
  const rules = checks.rules ?? BUILT_IN_RULES;
  for (let from = index.get(place.parent.id)!; from.parent; from = index.get(from.parent.id)!) {
    if (rules.canContain(from.parent.kind, place.node.kind, placeContext(place.node, from.parent)))
      return relocate(root, id, from.parent.id, from.index + 1, checks);
  }
  const byRights = editRefusal(checks.rights, place.node.kind, 'move');
  return refuse(byRights ?? 'notAllowedHere');
}

/**
 * Whether a node fits in its parent at `index` of a stored tree or a pasted subtree: by the rules, with a
 * table-mode generator fitting a table only as its first child (it was placed while the table was empty).
 */
function fitsAt(rules: ContainerRules, parent: ElementNode, node: ElementNode, index: number): boolean {
  return rules.canContain(parent.kind, node.kind, { generatorMode: generatorModeOf(node), parentIsEmpty: index === 0 });
}

/** The elements of a tree that stand where the rules do not allow them (§5), as `{ id, parentId }`: the server's check of a whole tree. */
export function misplacedElements(
  root: ElementNode,
  rules: ContainerRules = BUILT_IN_RULES,
): { id: string; parentId: string }[] {
  const misplaced: { id: string; parentId: string }[] = [];
  for (const { node, parent, index } of walk(root))
    if (parent && !fitsAt(rules, parent, node, index)) misplaced.push({ id: node.id, parentId: parent.id });
  return misplaced;
}

/** The first refusal for a subtree put in `parent` or taken out: every kind in it is checked, not only its top. */
export function subtreeRefusal(
  node: ElementNode,
  parent: ElementNode,
  checks: MoveChecks,
  action: 'insert' | 'delete',
): MoveRefusal | null {
  const rules = checks.rules ?? BUILT_IN_RULES;
  for (const at of walk(node)) {
    const byRights = editRefusal(checks.rights, at.node.kind, action);
    if (byRights) return byRights;
    if (action === 'delete') continue;
    const fits = at.parent
      ? fitsAt(rules, at.parent, at.node, at.index)
      : rules.canContain(parent.kind, node.kind, placeContext(node, parent));
    if (!fits) return 'notAllowedHere';
  }
  return null;
}

/**
 * Inserts `node` (with its children: a paste) as a child of `parentId` at `index` (the end when not
 * given). Every element of the inserted subtree must fit its place and be covered by the rights; its ids
 * must be new. Inside a pasted subtree, a table-mode generator fits a table only as its first child.
 */
export function insertElement<N extends ElementNode>(
  root: N,
  parentId: string,
  node: N,
  checks: MoveChecks,
  index?: number,
): MoveResult<N> {
  const places = indexTree(root);
  const parent = places.get(parentId);
  if (!parent) return refuse('notFound');
  const ids = new Set<string>();
  for (const { node: n } of walk(node)) {
    if (places.has(n.id) || ids.has(n.id)) return refuse('duplicateId');
    ids.add(n.id);
  }
  const refusal = subtreeRefusal(node, parent.node, checks, 'insert');
  if (refusal) return refuse(refusal);
  const at = index === undefined ? parent.node.children.length : index;
  if (at < 0 || at > parent.node.children.length) return refuse('noMove');
  const tree = replaceNode(root, parentId, (p) => {
    const children = [...p.children];
    children.splice(at, 0, node);
    return { ...p, children };
  })!;
  return { ok: true, tree, touched: [parentId] };
}

/** Deletes the element with its subtree; every kind in the subtree must be covered by the rights. */
export function deleteElement<N extends ElementNode>(root: N, id: string, checks: MoveChecks): MoveResult<N> {
  const place = indexTree(root).get(id);
  if (!place) return refuse('notFound');
  if (!place.parent) return refuse('noMove');
  const refusal = subtreeRefusal(place.node, place.parent, checks, 'delete');
  if (refusal) return refuse(refusal);
  const parentId = place.parent.id;
  const tree = replaceNode(root, parentId, (p) => ({ ...p, children: p.children.filter((c) => c.id !== id) }))!;
  return { ok: true, tree, touched: [parentId] };
}

/** Turns the element off or on (§4); an edit of the element. Touches no container's order. */
export function setDisabled<N extends ElementNode>(
  root: N,
  id: string,
  disabled: boolean,
  checks: MoveChecks,
): MoveResult<N> {
  const place = indexTree(root).get(id);
  if (!place) return refuse('notFound');
  if (!place.parent || !!place.node.disabled === disabled) return refuse('noMove');
  const byRights = editRefusal(checks.rights, place.node.kind, 'edit');
  if (byRights) return refuse(byRights);
  return { ok: true, tree: replaceNode(root, id, (n) => ({ ...n, disabled }))!, touched: [] };
}
