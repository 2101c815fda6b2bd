import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type {
  DiffOp,
  DocumentEvent,
  DocumentState,
  EditorLock,
  ElementFields,
  ElementState,
} from '../../../common/api.ts';
import { BUILT_IN_RULES, type ContainerRules } from '../../../common/containers.ts';
import { applyDiff } from '../../../common/diff.ts';
import { numberTree } from '../../../common/numbering.ts';
import { indexTree, visibleRows } from '../../../common/tree.ts';
import { DiffAutosave, type SaveStatus } from './diff-autosave.ts';
import { MODEL_ACTIONS, SERVER_RIGHTS, type EditorDeps, type Refusal } from './editor-types.ts';
import { readCollapsed, writeCollapsed } from './collapsed-store.ts';
import { LockKeeper } from './lock-keeper.ts';
import { compactOps, idsOf, withoutUnchanged } from './pending-ops.ts';
import { classifySaveError } from './sdoc-api.ts';
import { insertTarget, kindsFor, markCollapsed } from './tree-view.ts';
import * as change from './changes.ts';

/**
 * The structured document editor's state (issue 16 item 3), without React: the loaded document, the
 * local tree, the selection, collapsed elements (kept per document in local storage), other editors'
 * locks and the pending diff. Every change is applied locally by the common rules (moves.ts, diff.ts),
 * refused in words when they say no, and its DiffOp appended for the autosave (§4 snapshots).
 */
export class EditorModel {
  root: ElementState;
  /** The tree the server holds (SuccessfullySaved): what other editors' diffs and our rebases start from. */
  private base: ElementState;
  selectedId: string | null = null;
  collapsed: Set<string>;
  others: EditorLock[];
  refusal: Refusal | null = null;
  /** Set when another editor's save undid some of this user's unsaved changes. */
  remoteDropped = false;
  status: SaveStatus = { status: 'loading' };
  readonly autosave: DiffAutosave;
  readonly locks: LockKeeper;
  readonly rules: ContainerRules;

  constructor(
    readonly state: DocumentState,
    private readonly deps: EditorDeps,
  ) {
    this.root = this.base = state.root;
    this.rules = deps.rules ?? BUILT_IN_RULES;
    this.collapsed = deps.storage ? readCollapsed(deps.storage, state.documentId) : new Set();
    this.others = state.locks.filter((l) => l.tabSessionId !== deps.tabSessionId);
    this.locks = new LockKeeper(deps.sendLocks, deps.lockRenewMs);
    this.autosave = new DiffAutosave({
      send: deps.send,
      classify: classifySaveError,
      prepare: (ops) => withoutUnchanged(compactOps(ops), this.base),
      onSaved: (ops) => this.saved(ops),
      onStatus: (status) => this.setStatus(status),
      delayMs: deps.delayMs,
    });
    makeObservable<EditorModel, 'base' | 'setStatus' | 'saved' | 'commit' | 'run'>(this, {
      root: observableRef,
      base: observableRef,
      selectedId: observable,
      collapsed: observableRef,
      others: observableRef,
      refusal: observableRef,
      remoteDropped: observable,
      status: observableRef,
      readOnly: computed,
      index: computed,
      rows: computed,
      labels: computed,
      selected: computed,
      heldBy: computed,
      target: computed,
      insertableKinds: computed,
      ...(Object.fromEntries(MODEL_ACTIONS.map((name) => [name, action])) as Record<
        (typeof MODEL_ACTIONS)[number],
        typeof action
      >),
    });
    this.autosave.loaded(state.version, state.accessRights.readOnly, state.savedAt);
    const first = state.root.children[0];
    if (first) this.selectedId = first.id;
  }

  /** Whether nothing may be changed: the document's rights (§5) or autosave turned off. */
  get readOnly(): boolean {
    return this.state.accessRights.readOnly || this.status.status === 'readOnly';
  }

  get checks() {
    return { rights: this.state.accessRights, rules: this.rules };
  }

  get index() {
    return indexTree(this.root);
  }

  /** The rows of the tree: the common `visibleRows` over the tree with the collapsed elements marked. */
  get rows() {
    return visibleRows(markCollapsed(this.root, this.collapsed));
  }

  /** Each numbered element's label (common numberTree, the document's numbering sets). */
  get labels(): Map<string, string> {
    return numberTree(this.root, (node) => node, this.state.numberingSets);
  }

  get selected(): ElementState | undefined {
    return this.selectedId ? this.index.get(this.selectedId)?.node : undefined;
  }

  /** Who holds each element another tab is changing (§4 locks). */
  get heldBy(): Map<string, string> {
    const held = new Map<string, string>();
    for (const lock of this.others) for (const id of lock.elementIds) held.set(id, lock.userName);
    return held;
  }

  /** Where the insert menu puts a new element. */
  get target() {
    return insertTarget(this.root, this.index, this.selectedId, this.rules, this.state.offeredKinds);
  }

  /** The kinds the insert menu offers (§5 container table, the class's offered kinds); none when read-only. */
  get insertableKinds(): string[] {
    return this.readOnly ? [] : kindsFor(this.rules, this.target.container, this.state.offeredKinds);
  }

  select(id: string | null): void {
    if (id === this.selectedId) return;
    this.locks.release();
    this.selectedId = id;
  }

  /** Hides or shows an element's children; remembered per document. */
  setCollapsed(id: string, collapsed: boolean): void {
    if (this.collapsed.has(id) === collapsed) return;
    const next = new Set(this.collapsed);
    if (collapsed) next.add(id);
    else next.delete(id);
    this.collapsed = next;
    if (this.deps.storage) writeCollapsed(this.deps.storage, this.state.documentId, next);
  }

  dismiss(): void {
    this.refusal = null;
    this.remoteDropped = false;
  }

  /** Inserts a `kind` element where the insert menu puts it; answers its id, or null when refused. */
  insert(kind: string): string | null {
    const op = change.insertOp(this.target, kind);
    return this.commit(op) ? (this.selectedId = op.id) : null;
  }

  /** Deletes the element with what it holds (the page asked first); the selection goes to a neighbour. */
  remove(id: string): boolean {
    const next = change.neighbourOf(this.index, id);
    if (!this.commit({ op: 'delete', id })) return false;
    this.select(next);
    return true;
  }

  setDisabled(id: string, disabled: boolean): boolean {
    return this.run((root) => change.disableOp(root, id, disabled, this.checks));
  }

  moveUp(id: string): boolean {
    return this.run((root) => change.moveOp(root, id, 'up', this.checks));
  }

  moveDown(id: string): boolean {
    return this.run((root) => change.moveOp(root, id, 'down', this.checks));
  }

  levelUp(id: string): boolean {
    return this.run((root) => change.moveOp(root, id, 'levelUp', this.checks));
  }

  /** Moves the element before or after another (drag and drop). */
  moveNextTo(id: string, targetId: string, side: 'before' | 'after'): boolean {
    return this.run((root) => change.moveNextToOp(root, id, targetId, side, this.checks));
  }

  /** Changes fields of the element; the element is announced as held by this tab while it is being changed. */
  updateFields(id: string, fields: Partial<ElementFields>): boolean {
    if (!this.commit({ op: 'update', id, fields })) return false;
    this.locks.hold(id);
    return true;
  }

  /** Other tabs' locks (this tab's own are left out). */
  setLocks(locks: readonly EditorLock[]): void {
    this.others = locks.filter((l) => l.tabSessionId !== this.deps.tabSessionId);
  }

  /** A realtime event of the document's channel: another tab's saved diff, or the locks. */
  applyEvent(event: DocumentEvent): void {
    if (event.documentId !== this.state.documentId) return;
    if (event.type === 'locks') return this.setLocks(event.locks);
    if (this.autosave.isOwn(event.updateId)) return;
    const applied = applyDiff(this.base, event.diff, { rights: SERVER_RIGHTS, rules: this.rules });
    if (!applied.ok) return console.warn('structured-documents: a saved diff does not apply here', applied);
    this.base = applied.tree;
    this.autosave.remoteSaved(event.version);
    const rebased = change.rebase(this.base, this.autosave.inFlight, this.autosave.queued, this.checks);
    this.root = rebased.tree;
    if (rebased.dropped > 0) {
      this.remoteDropped = true;
      this.autosave.replacePending(rebased.pending);
    }
    if (this.selectedId && !this.index.has(this.selectedId)) this.select(null);
  }

  /** Saves what is left and lets go of the lock (the page goes). */
  dispose(): Promise<void> {
    this.locks.dispose();
    const left = this.autosave.saveNow();
    this.autosave.dispose();
    return left;
  }

  private run(make: (root: ElementState) => DiffOp | change.Refused): boolean {
    const op = make(this.root);
    if (!('refused' in op)) return this.commit(op);
    this.refusal = { reason: op.refused };
    return false;
  }

  /** Applies one operation to the local tree by the common rules, or says why not; appended to the pending diff. */
  private commit(op: DiffOp): boolean {
    const locked = change.lockHolder(this.index, this.heldBy, op);
    if (locked !== undefined) {
      this.refusal = { reason: 'locked', name: locked };
      return false;
    }
    const result = applyDiff(this.root, [op], this.checks);
    if (!result.ok) {
      this.refusal = { reason: result.reason };
      return false;
    }
    this.root = result.tree;
    this.refusal = null;
    this.autosave.changed(op);
    return true;
  }

  private setStatus(status: SaveStatus): void {
    this.status = status;
  }

  /** A save landed: the server's tree moves on by its operations; the lock goes once its element is saved. */
  private saved(ops: readonly DiffOp[]): void {
    const applied = applyDiff(this.base, ops, { rights: SERVER_RIGHTS, rules: this.rules });
    if (applied.ok) this.base = applied.tree;
    const held = this.locks.heldId;
    if (held && !this.autosave.unsaved.some((op) => idsOf(op).includes(held))) this.locks.release();
  }
}
