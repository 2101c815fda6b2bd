import { useEffect, useState } from 'react';
import { NotFoundError } from '../services/reply.ts';

/** Where a page's load stands: loading, not found (a 404: missing and not visible alike), failed, or ready. */
export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; value: T };

/**
 * Runs a load when its key changes and keeps the latest outcome; a stale answer is dropped and the
 * previous load aborted. A `NotFoundError` (replyJson of a 404) is `notFound`; any other error `failed`.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    setState({ key, loaded: { status: 'loading' } });
    load(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ key, loaded: { status: 'ready', value } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const loaded: Loaded<T> =
          error instanceof NotFoundError
            ? { status: 'notFound' }
            : { status: 'failed', message: error instanceof Error ? error.message : String(error) };
        setState({ key, loaded });
      },
    );
    return () => controller.abort();
    // The key names what is loaded; `load` is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
