import type { ElementState } from './api.ts';
import { walk } from './tree.ts';

/**
 * A tree being changed by a diff: indexed once, then kept up to date by each operation, so a diff of
 * n operations on a tree of m elements costs about n × depth + m, not n × m (a 5,000-element paste).
 * Nodes are copied on write: a node is copied the first time it (or something below it) changes, and
 * every node off the changed paths is shared with the tree the diff started from, which stays untouched.
 */
export class DiffDraft {
  root: ElementState;
  private readonly nodes = new Map<string, ElementState>();
  private readonly parents = new Map<string, string | null>();
  /** The copies this draft made (or the nodes it created): changed in place. */
  private readonly owned = new Set<ElementState>();

  constructor(root: ElementState) {
    this.root = root;
    for (const { node, parent } of walk(root)) this.track(node, parent?.id ?? null);
  }

  /** The element with this id as the tree holds it now. */
  node(id: string): ElementState | undefined {
    return this.nodes.get(id);
  }

  /** The id of the element's container: null for the root, undefined when there is no such element. */
  parentId(id: string): string | null | undefined {
    return this.parents.get(id);
  }

  /** The element's index among its container's children; -1 for the root or an unknown id. */
  indexOf(id: string): number {
    const parentId = this.parents.get(id);
    if (!parentId) return -1;
    return this.nodes.get(parentId)!.children.indexOf(this.nodes.get(id)!);
  }

  /** Whether `ancestorId` is the element `id` or one of its containers. */
  isWithin(id: string, ancestorId: string): boolean {
    for (let at: string | null | undefined = id; at; at = this.parents.get(at)) if (at === ancestorId) return true;
    return false;
  }

  /** The element, copied if not yet (with the containers above it), so that it may be changed in place. */
  own(id: string): ElementState {
    const path: string[] = [];
    for (let at: string | null | undefined = id; at; at = this.parents.get(at)) {
      if (this.owned.has(this.nodes.get(at)!)) break;
      path.push(at);
    }
    // From the highest element not yet copied down to `id`: each copy is put in its (already copied) container.
    for (let i = path.length - 1; i >= 0; i--) {
      const at = path[i]!;
      const old = this.nodes.get(at)!;
      const copy = { ...old, children: [...old.children] };
      this.owned.add(copy);
      this.nodes.set(at, copy);
      const parentId = this.parents.get(at);
      if (!parentId) this.root = copy;
      else {
        const siblings = this.nodes.get(parentId)!.children;
        siblings[siblings.indexOf(old)] = copy;
      }
    }
    return this.nodes.get(id)!;
  }

  /** Puts a new element (with what it holds) in the container at `index`. */
  insert(containerId: string, node: ElementState, index: number): void {
    this.own(containerId).children.splice(index, 0, node);
    for (const { node: n, parent } of walk(node)) this.track(n, parent?.id ?? containerId);
    this.owned.add(node);
  }

  /** Takes the element (with what it holds) out of the tree; answers the ids removed. */
  remove(id: string): string[] {
    const node = this.nodes.get(id)!;
    const container = this.own(this.parents.get(id)!);
    container.children.splice(container.children.indexOf(node), 1);
    const removed: string[] = [];
    for (const { node: n } of walk(node)) {
      removed.push(n.id);
      this.nodes.delete(n.id);
      this.parents.delete(n.id);
    }
    return removed;
  }

  /** Moves the element to `index` among the children of `containerId` (counted without the element). */
  move(id: string, containerId: string, index: number): void {
    const node = this.nodes.get(id)!;
    const from = this.own(this.parents.get(id)!);
    from.children.splice(from.children.indexOf(node), 1);
    this.own(containerId).children.splice(index, 0, node);
    this.parents.set(id, containerId);
  }

  private track(node: ElementState, parentId: string | null): void {
    this.nodes.set(node.id, node);
    this.parents.set(node.id, parentId);
  }
}
