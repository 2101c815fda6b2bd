import { NotFoundError, Services, useService } from '@ontobench/sdk';
import { useEffect, useState } from 'react';
import type { DocumentView } from '../../../common/api.ts';
import { fetchDocument } from './document-api.ts';

export type DocumentLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; view: DocumentView; loadedAt: number };

/** Loads the document; `reload()` loads it again (after someone else saved). A stale answer is dropped. */
export function useDocument(id: string): [DocumentLoad, () => void] {
  const http = useService(Services.Http);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<DocumentLoad>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchDocument(http, id, controller.signal).then(
      (view) => !controller.signal.aborted && setLoad({ status: 'ready', view, loadedAt: Date.now() }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(
          error instanceof NotFoundError
            ? { status: 'notFound' }
            : { status: 'failed', message: error instanceof Error ? error.message : String(error) },
        );
      },
    );
    return () => controller.abort();
  }, [http, id, attempt]);
  return [load, () => setAttempt((n) => n + 1)];
}
