import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Remembers, per async call chain, that we are inside `store.transaction(fn)`.
 * A call on the store (instead of `tx`) inside `fn` would silently run outside the transaction, on
 * another pooled connection (and with a full pool, wait for the very connection it holds): the store
 * fails fast instead.
 */
export class TransactionScope {
  private readonly storage = new AsyncLocalStorage<{ open: boolean }>();

  /** Runs `fn` as the body of a transaction. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const marker = { open: true };
    // Work started inside fn but still running afterwards keeps the marker; closing it frees that work.
    return this.storage.run(marker, fn).finally(() => {
      marker.open = false;
    });
  }

  /** Starts `work` unless we are inside a transaction body, where it rejects instead. */
  outside<T>(work: () => Promise<T>): Promise<T> {
    if (this.storage.getStore()?.open) {
      return Promise.reject(
        new Error('The store was called inside store.transaction(); use the transaction executor (tx) there.'),
      );
    }
    return work();
  }
}
