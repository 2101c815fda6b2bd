/**
 * "Something changed" said inside the browser, by one part of an area to another that shows it: the page
 * where the user completes a task and the top bar's counter that asks again at once. No payload: whoever
 * listens loads what it shows afresh. `listen` answers its undo, the shape `useLiveCount`'s `refreshOn` takes.
 */
export interface Signal {
  emit(): void;
  listen(handler: () => void): () => void;
}

/** A new {@link Signal}, usually one per module: `export const tasksChanged = createSignal();`. */
export function createSignal(): Signal {
  const handlers = new Set<() => void>();
  return {
    emit: () => [...handlers].forEach((handler) => handler()),
    listen: (handler) => {
      const own = () => handler();
      handlers.add(own);
      return () => void handlers.delete(own);
    },
  };
}
