/**
 * Runs async work one at a time, and lets the event loop turn (`setImmediate`) before each item.
 * Without the turn, queued work hands over to the next in microtasks and the loop never runs while a
 * queue is busy: no timers, no socket I/O, for as long as the queue lasts.
 * It also knows whether anything is queued and since when the running item runs, so the health check
 * can answer from that instead of waiting in line.
 */
export class TurnQueue {
  private tail: Promise<unknown> = Promise.resolve();
  /** Items queued or running. */
  private pending = 0;
  private startedAt: number | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    this.pending++;
    const result = this.tail
      .then(nextTurn)
      .then(() => {
        this.startedAt = this.now();
        return work();
      })
      .finally(() => {
        this.startedAt = null;
        this.pending--;
      });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Nothing queued, nothing running: an item run now starts at the next turn. */
  get idle(): boolean {
    return this.pending === 0;
  }

  /** How long the running item has been running, in ms; 0 when none runs. */
  runningForMs(): number {
    return this.startedAt === null ? 0 : this.now() - this.startedAt;
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
