import type { ElementState } from '../../../common/api.ts';
import type { ContainerRules } from '../../../common/containers.ts';
import { indexTree, type NodePlace } from '../../../common/tree.ts';

/** §9 "Content preview cut at 200 characters". */
export const PREVIEW_LENGTH = 200;

/** What a row shows of an element: its title, else its content cut at 200 characters (an ellipsis when cut). */
export function previewOf(node: { title: string; content: string }): string {
  const title = node.title.trim();
  if (title) return title;
  const content = node.content.replace(/\s+/g, ' ').trim();
  return content.length > PREVIEW_LENGTH ? `${content.slice(0, PREVIEW_LENGTH)}…` : content;
}

/** An element as the tree view sees it: with the browser's collapsed flag. */
export type ViewNode = ElementState & { collapsed?: boolean; children: ViewNode[] };

/**
 * The tree with the given elements marked collapsed (the common `visibleRows` skips their children).
 * The collapsed ids are the browser's (kept per document), not the document's: they never go in a diff.
 */
export function markCollapsed(root: ElementState, ids: ReadonlySet<string>): ViewNode {
  if (ids.size === 0) return root;
  const mark = (node: ViewNode): ViewNode => {
    const collapsed = ids.has(node.id);
    if (node.children.length === 0) return collapsed === !!node.collapsed ? node : { ...node, collapsed };
    return { ...node, collapsed, children: node.children.map(mark) };
  };
  return mark(root);
}

/** Where an insert goes: into the container, after the element named (null: first). */
export interface InsertTarget {
  container: ElementState;
  after: string | null;
}

/** The kinds a container may hold (§5, plugin kinds included) that the document's class offers (null: all). */
export function kindsFor(rules: ContainerRules, container: ElementState, offered: readonly string[] | null): string[] {
  const kinds = rules.kindsAllowedIn(container.kind, { parentIsEmpty: container.children.length === 0 });
  return offered ? kinds.filter((k) => offered.includes(k)) : kinds;
}

/**
 * Where the insert menu puts a new element: at the end of the selected element when it may hold
 * something, else right after it in its container; at the end of the document when nothing is selected.
 */
export function insertTarget(
  root: ElementState,
  index: Map<string, NodePlace<ElementState>>,
  selectedId: string | null,
  rules: ContainerRules,
  offered: readonly string[] | null,
): InsertTarget {
  const place = selectedId ? index.get(selectedId) : undefined;
  const atEnd = (container: ElementState): InsertTarget => ({
    container,
    after: container.children.at(-1)?.id ?? null,
  });
  if (!place) return atEnd(root);
  if (!place.parent || kindsFor(rules, place.node, offered).length > 0) return atEnd(place.node);
  return { container: place.parent, after: place.node.id };
}

/** The container and the element before it: what a `move` operation names for the element's place. */
export function placeInTree(root: ElementState, id: string): { container: string; after: string | null } | null {
  const place = indexTree(root).get(id);
  if (!place?.parent) return null;
  return { container: place.parent.id, after: place.index > 0 ? place.parent.children[place.index - 1]!.id : null };
}
