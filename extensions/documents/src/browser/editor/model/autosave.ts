import type { SaveFailure, SaveStatus } from '@ontobench/sdk';
/**
 * The editor's autosave, as spec domain.md §4 "Editor snapshots" puts it: two snapshots,
 * SuccessfullySaved (what the server holds) and ToBeSaved (what a running save sends). A save is skipped
 * while one runs (the next runs after it when something changed meanwhile) or when the document is
 * read-only; if nothing changed no request is sent; a read-only document turns autosave off; a failed
 * save drops the ToBeSaved snapshot (the text stays in the editor, the next change or `retry` tries
 * again); a failed load drops the snapshots. No React, no editor: the page feeds it changes.
 *
 * Changes are counted, not compared: a keystroke costs one increment. The content is serialised only
 * when a save starts, and sent only if its text differs from the last saved one (typing a letter and
 * deleting it sends nothing).
 */

/**
 * SuccessfullySaved: the change count, text and version the server holds. The loaded text may come as a
 * function, serialised only when a save first needs it (not while the page opens).
 */
interface SavedSnapshot {
  revision: number;
  text: string | (() => string);
  version: number;
}

/** ToBeSaved: the change count and text a running save sends. */
interface PendingSnapshot {
  revision: number;
  text: string;
}

export type { SaveFailure };
/** The autosave's state: the SDK's `SaveStatus` (its `SaveState` line shows it). */
export type AutosaveStatus = SaveStatus;

export interface SaveResult {
  version: number;
  savedAt: string;
}

export interface AutosaveOptions {
  /** Serialises the editor's content (called when a save starts, never per change). */
  serialise(): string;
  /** Sends the text; resolves with the new version, or rejects (classified by `classify`). */
  send(text: string, baseVersion: number): Promise<SaveResult>;
  /** What kind of failure an error of `send` is. */
  classify(error: unknown): SaveFailure;
  /** Each change of the status. */
  onStatus?(status: AutosaveStatus): void;
  /** Debounce after the last change, ms (about a second). */
  delayMs?: number;
}

export const AUTOSAVE_DELAY_MS = 1000;

export class Autosave {
  private saved: SavedSnapshot | null = null;
  private toBeSaved: PendingSnapshot | null = null;
  private revision = 0;
  private readOnly = false;
  /** After a conflict, saves stop until the document is loaded again. */
  private stopped = false;
  private savedAt: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private draining: Promise<void> | null = null;
  private loadError = false;
  private current: AutosaveStatus = { status: 'loading' };
  private failure: SaveFailure | null = null;

  constructor(private readonly options: AutosaveOptions) {}

  get status(): AutosaveStatus {
    return this.current;
  }

  /** Whether the editor holds changes the server does not have. */
  get dirty(): boolean {
    return this.saved !== null && !this.readOnly && this.revision !== this.saved.revision;
  }

  /**
   * The document loaded: its text is the SuccessfullySaved snapshot; read-only turns autosave off. `text`
   * may be a function giving the loaded text (the editor's first document, which stays as it was).
   */
  loaded(text: string | (() => string), version: number, readOnly: boolean, savedAt: string | null = null): void {
    this.cancelTimer();
    this.saved = { revision: this.revision, text, version };
    this.toBeSaved = null;
    this.readOnly = readOnly;
    this.stopped = false;
    this.failure = null;
    this.loadError = false;
    this.savedAt = savedAt;
    this.publish();
  }

  /** The load failed: both snapshots are dropped, and nothing is saved. */
  loadFailed(): void {
    this.cancelTimer();
    this.saved = null;
    this.toBeSaved = null;
    this.loadError = true;
    this.publish();
  }

  /** One change in the editor: counted, and a save is due a moment after the last one. */
  changed(): void {
    this.revision += 1;
    if (!this.saved || this.readOnly || this.stopped) return;
    this.cancelTimer();
    this.timer = setTimeout(() => void this.saveNow(), this.options.delayMs ?? AUTOSAVE_DELAY_MS);
    this.publish();
  }

  /**
   * Saves now (Ctrl+S, leaving the page, the debounce). While a save runs this one is skipped: it waits
   * for the running save, after which whatever changed meanwhile is saved in turn. Resolves when nothing
   * is left to save (or a save failed).
   */
  saveNow(): Promise<void> {
    this.cancelTimer();
    if (this.draining) return this.draining;
    this.draining = this.drain().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drain(): Promise<void> {
    do {
      this.cancelTimer();
      await this.run();
    } while (this.dirty && !this.failure && !this.stopped);
  }

  /** The retry button after a failed save. */
  retry(): Promise<void> {
    this.failure = null;
    return this.saveNow();
  }

  /** Stops the debounce (the page is going away; it saves with `saveNow` first). */
  dispose(): void {
    this.cancelTimer();
  }

  private async run(): Promise<void> {
    const saved = this.saved;
    if (!saved || this.readOnly || this.stopped) return;
    if (this.revision === saved.revision) return;
    const revision = this.revision;
    const text = this.options.serialise();
    if (typeof saved.text === 'function') saved.text = saved.text();
    if (text === saved.text) {
      // Changed and changed back: nothing to send.
      this.saved = { ...saved, revision };
      this.publish();
      return;
    }
    this.toBeSaved = { revision, text };
    this.failure = null;
    this.publish();
    try {
      const reply = await this.options.send(text, saved.version);
      if (this.saved !== saved) return; // loaded again meanwhile
      this.saved = { revision, text, version: reply.version };
      this.savedAt = reply.savedAt;
    } catch (error) {
      if (this.saved !== saved) return;
      this.failure = this.options.classify(error);
      if (this.failure.kind === 'conflict') this.stopped = true;
      if (this.failure.kind === 'forbidden') this.readOnly = true;
    } finally {
      // A failed save drops the ToBeSaved snapshot; a successful one made it the saved one.
      if (this.toBeSaved?.revision === revision) this.toBeSaved = null;
      this.publish();
    }
  }

  private cancelTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Tells the status when it changed (not on every keystroke: typing on keeps it `dirty`). */
  private publish(): void {
    const next = this.compute();
    if (JSON.stringify(next) === JSON.stringify(this.current)) return;
    this.current = next;
    this.options.onStatus?.(next);
  }

  private compute(): AutosaveStatus {
    const savedAt = this.savedAt;
    if (!this.saved) return this.loadError ? { status: 'loadFailed' } : { status: 'loading' };
    if (this.failure) return { status: 'failed', savedAt, failure: this.failure };
    if (this.readOnly) return { status: 'readOnly' };
    if (this.toBeSaved) return { status: 'saving', savedAt };
    return this.revision === this.saved.revision ? { status: 'saved', savedAt } : { status: 'dirty', savedAt };
  }

  /** For tests: whether the snapshots are there. */
  snapshots(): { successfullySaved: boolean; toBeSaved: boolean } {
    return { successfullySaved: this.saved !== null, toBeSaved: this.toBeSaved !== null };
  }
}
