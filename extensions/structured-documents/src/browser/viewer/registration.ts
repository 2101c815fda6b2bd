import { ReplyError } from '@ontobench/sdk';
import type { ViewerEntry } from '../../common/api.ts';
import type { ViewerCalls } from './api.ts';

/** shell.md §9 "Viewer module removal delayed 3 s": a tab that comes back within it stays registered. */
export const UNREGISTER_DELAY_MS = 3_000;
/** How often a reading tab renews its registration (the server forgets one after 60 s). */
export const VIEWER_RENEW_MS = 20_000;

interface Reading {
  calls: Pick<ViewerCalls, 'register' | 'renew' | 'unregister'>;
  listeners: Set<(viewers: ViewerEntry[]) => void>;
  heartbeat: ReturnType<typeof setInterval>;
  removal: ReturnType<typeof setTimeout> | null;
}

const is = (error: unknown, status: number) => error instanceof ReplyError && error.status === status;

/**
 * The tab's registrations as a reader (shell §2 "/view/{id} registers a viewer on entry"): one per
 * document, whatever number of viewers of it are mounted. The last one leaving unregisters after 3 s
 * (§9), so a return within them (a re-render, back and forth) keeps the registration and sends nothing.
 * Renewed every 20 s while read; a renewal the server refuses (it forgot the tab) registers afresh, and a
 * registration it finds already there (the tab reloaded before it could unregister) is renewed instead.
 * Failures are logged: who reads is a courtesy to others, never a reason to stop reading.
 */
export class ViewerRegistrations {
  private readonly readings = new Map<string, Reading>();

  constructor(
    private readonly delayMs = UNREGISTER_DELAY_MS,
    private readonly renewMs = VIEWER_RENEW_MS,
  ) {}

  /** Whether the tab reads the document now (or within the 3 s after leaving it). */
  reads(documentId: string): boolean {
    return this.readings.has(documentId);
  }

  /**
   * The tab reads the document: registered unless it still is; `onViewers` hears who reads it after every
   * registration and renewal. Returns the leave function.
   */
  enter(documentId: string, calls: Reading['calls'], onViewers: (viewers: ViewerEntry[]) => void): () => void {
    let reading = this.readings.get(documentId);
    if (reading) {
      if (reading.removal !== null) clearTimeout(reading.removal);
      reading.removal = null;
    } else {
      const created: Reading = {
        calls,
        listeners: new Set(),
        heartbeat: setInterval(() => void this.renew(created), this.renewMs),
        removal: null,
      };
      reading = created;
      this.readings.set(documentId, reading);
      void this.register(reading);
    }
    const current = reading;
    current.listeners.add(onViewers);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      current.listeners.delete(onViewers);
      if (current.listeners.size === 0)
        current.removal = setTimeout(() => this.leave(documentId, current), this.delayMs);
    };
  }

  /** The tab goes (closed, reloaded): every registration is let go at once, not left to expire. */
  leaveAll(): void {
    for (const [documentId, reading] of [...this.readings]) {
      if (reading.removal !== null) clearTimeout(reading.removal);
      this.leave(documentId, reading);
    }
  }

  private leave(documentId: string, reading: Reading): void {
    clearInterval(reading.heartbeat);
    this.readings.delete(documentId);
    reading.calls.unregister().catch((error: unknown) => {
      if (!is(error, 404)) console.warn('structured-documents: reader not unregistered', error);
    });
  }

  /** `retry`: one turn to the other call (register ↔ renew), never a loop between them. */
  private async register(reading: Reading, retry = true): Promise<void> {
    try {
      this.tell(reading, await reading.calls.register());
    } catch (error) {
      if (retry && is(error, 409)) return this.renew(reading, false);
      console.warn('structured-documents: reader not registered', error);
    }
  }

  private async renew(reading: Reading, retry = true): Promise<void> {
    try {
      this.tell(reading, await reading.calls.renew());
    } catch (error) {
      if (retry && is(error, 404)) return this.register(reading, false);
      console.warn('structured-documents: reader not renewed', error);
    }
  }

  private tell(reading: Reading, viewers: ViewerEntry[]): void {
    for (const listener of reading.listeners) listener(viewers);
  }
}

/** The tab's registrations: one for the whole tab, as the tab is the reader. */
export const viewerRegistrations = new ViewerRegistrations();
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => viewerRegistrations.leaveAll());
