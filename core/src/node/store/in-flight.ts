/**
 * Counts the store calls still running, so `close()` can refuse new work and wait for the old:
 * a shutdown in the middle of a transaction must not cut the database off under it.
 */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();
  private closing = false;

  track<T>(start: () => Promise<T>): Promise<T> {
    if (this.closing) return Promise.reject(new Error('The store is closed.'));
    const work = start();
    this.pending.add(work);
    const forget = () => this.pending.delete(work);
    work.then(forget, forget);
    return work;
  }

  /** Stops accepting work and resolves once everything already started has settled. */
  async drain(): Promise<void> {
    this.closing = true;
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
