import type { DiffOp, SaveReply } from '../../../common/api.ts';
import type { SaveFailure, SaveStatus } from '@ontobench/sdk';

/**
 * The structured editor's autosave (domain.md §4 "Editor snapshots"): SuccessfullySaved is the version
 * the server holds, ToBeSaved the operations a running save sends; every change is an operation of the
 * pending diff. "Save is skipped if a save is running or the document is read-only; if nothing changed
 * no request is sent; a read-only document turns autosave off; a failed save drops the ToBeSaved
 * snapshot; a failed load drops the snapshots." A failed save keeps the user's changes: its operations
 * go back in front of the pending ones, and the next change or `retry` sends them again.
 */

export type { SaveStatus };

export interface DiffAutosaveOptions {
  /** Sends the diff made on `baseVersion`; resolves with the new version or rejects. */
  send(diff: DiffOp[], baseVersion: number, updateId: string): Promise<SaveReply>;
  /** What a failed send's error was. */
  classify(error: unknown): SaveFailure;
  /** The operations as they will be sent (compacted, unchanged fields left out); empty: nothing to send. */
  prepare?(ops: readonly DiffOp[]): DiffOp[];
  /** A save landed: these operations are what the server now holds. */
  onSaved?(diff: readonly DiffOp[], reply: SaveReply): void;
  onStatus?(status: SaveStatus): void;
  /** A save failed: the operations it took from the pending diff (as they were changed), and why. */
  onFailed?(ops: readonly DiffOp[], failure: SaveFailure): void;
  /** A new update id (the realtime event of the save carries it back). */
  newUpdateId?(): string;
  /** Debounce after the last change, ms. */
  delayMs?: number;
}

/** §4 as the issue puts it: a save a second after the last change. */
export const SAVE_DELAY_MS = 1000;

export class DiffAutosave {
  private saved: { version: number } | null = null;
  private toBeSaved: { ops: DiffOp[]; updateId: string } | null = null;
  private pending: DiffOp[] = [];
  private readOnly = false;
  private loadError = false;
  private failure: SaveFailure | null = null;
  private savedAt: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private draining: Promise<void> | null = null;
  private current: SaveStatus = { status: 'loading' };
  private readonly ownIds = new Set<string>();
  /** One more at every load: a reply to a save made before it is dropped. */
  private generation = 0;

  constructor(private readonly options: DiffAutosaveOptions) {}

  get status(): SaveStatus {
    return this.current;
  }

  /** The version the server holds (SuccessfullySaved), null before a load. */
  get version(): number | null {
    return this.saved?.version ?? null;
  }

  /** Every operation the server does not hold yet: the running save's, then the pending ones. */
  get unsaved(): DiffOp[] {
    return [...(this.toBeSaved?.ops ?? []), ...this.pending];
  }

  /** The running save's operations (ToBeSaved). */
  get inFlight(): DiffOp[] {
    return this.toBeSaved?.ops ?? [];
  }

  /** The operations waiting for the next save. */
  get queued(): DiffOp[] {
    return [...this.pending];
  }

  /** Whether the editor holds changes the server does not have. */
  get dirty(): boolean {
    return this.unsaved.length > 0;
  }

  /** Whether a save with this update id was this editor's. */
  isOwn(updateId: string): boolean {
    return this.ownIds.has(updateId);
  }

  /** The document loaded: its version is the SuccessfullySaved snapshot; read-only turns autosave off. */
  loaded(version: number, readOnly: boolean, savedAt: string | null = null): void {
    this.cancelTimer();
    this.generation += 1;
    this.saved = { version };
    this.toBeSaved = null;
    this.pending = [];
    this.readOnly = readOnly;
    this.loadError = false;
    this.failure = null;
    this.savedAt = savedAt;
    this.publish();
  }

  /** The load failed: both snapshots are dropped, and nothing is saved. */
  loadFailed(): void {
    this.cancelTimer();
    this.generation += 1;
    this.saved = null;
    this.toBeSaved = null;
    this.pending = [];
    this.loadError = true;
    this.publish();
  }

  /** One change: appended to the pending diff; a save is due a moment after the last one. */
  changed(op: DiffOp): void {
    if (!this.saved || this.readOnly) return;
    this.pending.push(op);
    this.cancelTimer();
    this.timer = setTimeout(() => void this.saveNow(), this.options.delayMs ?? SAVE_DELAY_MS);
    this.publish();
  }

  /** Another editor saved: the server's version moved on (their diff is applied by the model). */
  remoteSaved(version: number): void {
    if (this.saved && version > this.saved.version) this.saved = { version };
  }

  /** The pending operations as the model rebased them on another editor's save (some may be dropped). */
  replacePending(ops: DiffOp[]): void {
    this.pending = ops;
    this.publish();
  }

  /** Saves now; while a save runs this one is skipped, and what changed meanwhile goes after it. */
  saveNow(): Promise<void> {
    this.cancelTimer();
    if (this.draining) return this.draining;
    this.draining = this.drain().finally(() => (this.draining = null));
    return this.draining;
  }

  /** The retry button after a failed save. */
  retry(): Promise<void> {
    this.failure = null;
    this.publish();
    return this.saveNow();
  }

  /** Stops the debounce (the page goes; it saves with `saveNow` first). */
  dispose(): void {
    this.cancelTimer();
  }

  private async drain(): Promise<void> {
    do await this.run();
    while (this.pending.length > 0 && !this.failure && this.saved && !this.readOnly);
  }

  private async run(): Promise<void> {
    if (!this.saved || this.readOnly || this.pending.length === 0) return;
    const generation = this.generation;
    const taken = this.pending;
    this.pending = [];
    this.failure = null;
    const ops = this.options.prepare ? this.options.prepare(taken) : taken;
    if (ops.length === 0) return this.publish(); // nothing changed: no request
    const updateId = this.options.newUpdateId?.() ?? crypto.randomUUID();
    this.ownIds.add(updateId);
    this.toBeSaved = { ops, updateId };
    this.publish();
    try {
      const reply = await this.options.send(ops, this.saved.version, updateId);
      if (generation !== this.generation) return; // loaded again meanwhile
      this.saved = { version: Math.max(reply.version, this.saved?.version ?? 0) };
      this.savedAt = reply.savedAt;
      this.toBeSaved = null;
      this.options.onSaved?.(ops, reply);
    } catch (error) {
      if (generation !== this.generation) return;
      // A failed save drops ToBeSaved; its operations stay, in front of what came meanwhile.
      this.pending = [...ops, ...this.pending];
      this.toBeSaved = null;
      this.failure = this.options.classify(error);
      this.options.onFailed?.(taken, this.failure);
    } finally {
      this.publish();
    }
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private publish(): void {
    const next = this.compute();
    if (JSON.stringify(next) === JSON.stringify(this.current)) return;
    this.current = next;
    this.options.onStatus?.(next);
  }

  private compute(): SaveStatus {
    const savedAt = this.savedAt;
    if (!this.saved) return this.loadError ? { status: 'loadFailed' } : { status: 'loading' };
    if (this.readOnly) return { status: 'readOnly' };
    if (this.failure) return { status: 'failed', savedAt, failure: this.failure };
    if (this.toBeSaved) return { status: 'saving', savedAt };
    return this.pending.length > 0 ? { status: 'dirty', savedAt } : { status: 'saved', savedAt };
  }

  /** For tests: whether the snapshots are there. */
  snapshots(): { successfullySaved: boolean; toBeSaved: boolean } {
    return { successfullySaved: this.saved !== null, toBeSaved: this.toBeSaved !== null };
  }
}
