import type { ElementState } from '../../common/api.ts';
import { EMPTY_FIELDS } from '../../common/diff.ts';
import { chainToOrder } from '../../common/order-chain.ts';
import type { StoredElement } from './elements.ts';

/** The document's tree from its stored elements, and what was wrong with their order (null: nothing). */
export interface BuiltTree {
  root: ElementState;
  /** §8 "Component order restore error": which containers loaded without order, and why. */
  orderWarning: string | null;
  /** The containers whose chain was broken (the next save writes their order anew). */
  broken: Set<string>;
}

/**
 * Builds the element tree of a document (the root is the document, kind `document`) from its elements,
 * each container's children in the order of their chain (§4). A broken chain leaves that container in a
 * stable fallback order (by id) with a warning; an element whose container is not in the document, or
 * that its containers hold in a ring, is placed at the document's end, also with a warning. Linear in
 * the number of elements.
 */
export function buildTree(documentId: string, title: string, stored: readonly StoredElement[]): BuiltTree {
  const byId = new Map(stored.map((e) => [e.id, e]));
  const inContainer = new Map<string, StoredElement[]>();
  const problems: string[] = [];
  const broken = new Set<string>();
  for (const element of stored) {
    const container = element.container && byId.has(element.container) ? element.container : documentId;
    if (element.container && container === documentId) problems.push(`${element.id}: container not in the document`);
    const list = inContainer.get(container) ?? [];
    list.push(element);
    inContainer.set(container, list);
  }
  const ordered = (containerId: string): StoredElement[] => {
    const list = inContainer.get(containerId) ?? [];
    const read = chainToOrder(
      list.map((e) => ({ id: e.id, element: e.id, next: e.next })),
      list.map((e) => e.id).sort(),
    );
    if ('broken' in read) {
      problems.push(`${containerId}: ${read.broken}`);
      broken.add(containerId);
    }
    return ('order' in read ? read.order : read.elements).map((id) => byId.get(id)!);
  };
  const root: ElementState = { ...EMPTY_FIELDS, title, id: documentId, kind: 'document', children: [] };
  const reached = new Set<string>();
  const stack: ElementState[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const element of ordered(node.id)) {
      reached.add(element.id);
      const { container: _container, next: _next, ...fields } = element;
      const child: ElementState = { ...fields, children: [] };
      node.children.push(child);
      stack.push(child);
    }
  }
  const unreached = stored.filter((e) => !reached.has(e.id));
  if (unreached.length > 0) {
    problems.push(`${unreached.length} element(s) held in a ring of containers`);
    broken.add(documentId);
    for (const element of unreached) {
      const { container: _container, next: _next, ...fields } = element;
      root.children.push({ ...fields, children: [] });
    }
  }
  return { root, orderWarning: problems.length > 0 ? problems.join('; ') : null, broken };
}
