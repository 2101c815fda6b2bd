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
import { clipboardText, copyOf, pasteOps, pastePlace, readClipboard, type CopiedElement } from './clipboard.ts';
import { EditHistory, inverseOf } from './history.ts';
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
  /** Undo and redo (history.ts). */
  readonly history = new EditHistory();
  /** The editor's own clipboard: the elements copied last (the system clipboard gets them as text too). */
  clipboard: CopiedElement[] | null = null;

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
      // A save the server refused: its actions leave the undo stack (a lost connection keeps them).
      onFailed: (ops, failure) => (failure.kind === 'failed' && failure.network ? undefined : this.forget(ops)),
      delayMs: deps.delayMs,
    });
    makeObservable(this.history, {
      undos: observableRef,
      redos: observableRef,
      record: action,
      take: action,
      put: action,
      drop: action,
    });
    makeObservable<
      EditorModel,
      'base' | 'setStatus' | 'saved' | 'commit' | 'run' | 'apply' | 'commitAll' | 'forget' | 'replay'
    >(this, {
      root: observableRef,
      base: observableRef,
      selectedId: observable,
      collapsed: observableRef,
      others: observableRef,
      refusal: observableRef,
      remoteDropped: observable,
      status: observableRef,
      clipboard: observableRef,
      canUndo: computed,
      canRedo: computed,
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

  /** Whether there is an action to undo (none in a read-only document). */
  get canUndo(): boolean {
    return !this.readOnly && this.history.undos.length > 0;
  }

  get canRedo(): boolean {
    return !this.readOnly && this.history.redos.length > 0;
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
    const typing = `${id}:${Object.keys(fields).sort().join(',')}`;
    if (!this.commit({ op: 'update', id, fields }, typing)) return false;
    this.locks.hold(id);
    return true;
  }

  /** Copies the element with what it holds; answers the system clipboard's text, or null for no element. */
  copy(id: string): string | null {
    const node = this.index.get(id);
    if (!node?.parent) return null;
    this.clipboard = [copyOf(node.node)];
    return clipboardText(this.clipboard);
  }

  /** Copies the element, then deletes it (an action undo brings back); the clipboard's text, or null when refused. */
  cut(id: string): string | null {
    if (this.readOnly) return this.refuse('readOnly');
    const node = this.index.get(id);
    if (!node?.parent) return null;
    const copied = [copyOf(node.node)];
    if (!this.remove(id)) return null;
    this.clipboard = copied;
    return clipboardText(copied);
  }

  /**
   * Pastes the system clipboard's text (the editor's JSON, or plain text as paragraphs) or, without it,
   * the editor's own clipboard: into the selected element if §5 lets it hold them, else after it; one diff.
   */
  paste(text?: string): boolean {
    if (this.readOnly) return this.refuse('readOnly') ?? false;
    const items = text === undefined ? (this.clipboard ?? []) : readClipboard(text);
    if (items.length === 0) return false;
    const place = pastePlace(this.index, this.selectedId, this.root.id, items, this.rules);
    if (!place) return this.refuse('notAllowedHere') ?? false;
    const { ops, tops } = pasteOps(items, place);
    const inverse = tops.map((id) => ({ op: 'delete' as const, id })).reverse();
    if (!this.commitAll(ops, inverse)) return false;
    this.select(tops[0]!);
    return true;
  }

  /** Undoes the last action through the same rules (refused, it is dropped; held by another editor, it stays). */
  undo(): boolean {
    return this.replay('undos', 'redos');
  }

  /** Does again the action undone last. */
  redo(): boolean {
    return this.replay('redos', 'undos');
  }

  /** Other tabs' locks (this tab's own are left out). */
  setLocks(locks: readonly EditorLock[]): void {
    this.others = locks.filter((l) => l.tabSessionId !== this.deps.tabSessionId);
  }

  /** A realtime event of the document's channel: another tab's saved diff, or the locks. */
  applyEvent(event: DocumentEvent): void {
    if (event.documentId !== this.state.documentId) return;
    if (event.type === 'locks') return this.setLocks(event.locks);
    if (event.type === 'viewers') return; // the viewer's readers (browser/viewer/) are not the editor model's
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

  /** One user action of one operation, with its inverse worked out on the tree before it (undo). */
  private commit(op: DiffOp, typing?: string): boolean {
    return this.commitAll([op], inverseOf(this.index, op), typing);
  }

  /** A user action: applied, then recorded for undo. */
  private commitAll(ops: DiffOp[], inverse: DiffOp[], typing?: string): boolean {
    if (this.apply(ops) !== 'ok') return false;
    this.history.record({ ops, inverse, ...(typing ? { typing } : {}) });
    return true;
  }

  /** Applies operations to the local tree by the common rules, or says why not; appended to the pending diff. */
  private apply(ops: DiffOp[]): 'ok' | 'locked' | 'refused' {
    const index = this.index;
    for (const op of ops) {
      const locked = change.lockHolder(index, this.heldBy, op);
      if (locked === undefined) continue;
      this.refusal = { reason: 'locked', name: locked };
      return 'locked';
    }
    const result = applyDiff(this.root, ops, this.checks);
    if (!result.ok) {
      this.refusal = { reason: result.reason };
      return 'refused';
    }
    this.root = result.tree;
    this.refusal = null;
    for (const op of ops) this.autosave.changed(op);
    return 'ok';
  }

  /** Undo or redo: the entry's inverse (or its operations) applied; the selection goes to what it changed. */
  private replay(from: 'undos' | 'redos', to: 'undos' | 'redos'): boolean {
    if (this.readOnly) return false;
    const entry = this.history[from][this.history[from].length - 1];
    if (!entry) return false;
    const ops = from === 'undos' ? entry.inverse : entry.ops;
    const first = ops[0]?.id;
    const neighbour = first ? change.neighbourOf(this.index, first) : null;
    const outcome = this.apply(ops);
    if (outcome === 'locked') return false;
    this.history.take(from);
    if (outcome === 'refused') return false;
    this.history.put(to, entry);
    if (first) this.select(this.index.has(first) ? first : neighbour);
    return true;
  }

  private forget(ops: readonly DiffOp[]): void {
    this.history.drop(ops);
  }

  private refuse(reason: 'readOnly' | 'notAllowedHere'): null {
    this.refusal = { reason };
    return null;
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
