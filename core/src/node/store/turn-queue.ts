/**
 * Runs async work one at a time, and lets the event loop turn (`setImmediate`) before each item.
 * Without the turn, queued work hands over to the next in microtasks and the loop never runs while a
 * queue is busy: no timers, no socket I/O, for as long as the queue lasts.
 */
export class TurnQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(nextTurn).then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
