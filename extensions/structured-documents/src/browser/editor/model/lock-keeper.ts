/**
 * This tab's lock (§4 "elements being changed by other editors are locked until the update is applied or
 * withdrawn"): the element whose fields the user is changing is announced when the change starts,
 * renewed every 30 s while held (the server forgets a lock after 90 s), and let go when the change is
 * saved or the selection moves on. A failed announcement is not the user's business: the save itself
 * is the check (the server refuses an element another tab holds).
 */

/** How often a held lock is announced again. */
export const LOCK_RENEW_MS = 30_000;

export class LockKeeper {
  private held: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly send: (elementIds: string[]) => Promise<void>,
    private readonly renewMs = LOCK_RENEW_MS,
  ) {}

  /** The element held now, or null. */
  get heldId(): string | null {
    return this.held;
  }

  /** The user starts (or goes on) changing this element: announced once, then renewed. */
  hold(elementId: string): void {
    if (this.held === elementId) return;
    this.held = elementId;
    this.announce([elementId]);
    this.stopTimer();
    this.timer = setInterval(() => this.held && this.announce([this.held]), this.renewMs);
  }

  /** Lets go of whatever is held (nothing is sent when nothing is). */
  release(): void {
    if (this.held === null) return;
    this.held = null;
    this.stopTimer();
    this.announce([]);
  }

  /** The page goes: lets go. */
  dispose(): void {
    this.release();
  }

  private announce(ids: string[]): void {
    this.send(ids).catch((error: unknown) => console.warn('structured-documents: lock not announced', error));
  }

  private stopTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
