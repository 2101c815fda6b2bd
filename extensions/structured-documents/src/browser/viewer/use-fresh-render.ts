import { useEffect, useState } from 'react';
import { Services, useService } from '@ontobench/sdk';
import { sdocTopic, type DocumentEvent, type RenderReply } from '../../common/api.ts';
import { renderDocument } from './api.ts';

/** Saves in a row (an editor typing) make one new render: the last one after this quiet time. */
export const FRESH_RENDER_DELAY_MS = 500;

/**
 * The document's render as it is after the latest save someone made (the document's realtime topic),
 * fetched again a moment after the saves stop; null until the first save since the page opened. The
 * viewer shows it in place of what it loaded, without a reload or a spinner.
 */
export function useFreshRender(documentId: string): RenderReply | null {
  const http = useService(Services.Http);
  const realtime = useService(Services.Realtime);
  const [fresh, setFresh] = useState<RenderReply | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    const subscription = realtime.subscribe<DocumentEvent>(sdocTopic(documentId), (event) => {
      if (event.type !== 'saved' || event.documentId !== documentId) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        controller?.abort();
        const current = (controller = new AbortController());
        renderDocument(http, documentId, current.signal)
          .then((reply) => !current.signal.aborted && setFresh(reply))
          .catch((error: unknown) => {
            if (!current.signal.aborted) console.warn('structured-documents: the new render did not load', error);
          });
      }, FRESH_RENDER_DELAY_MS);
    });
    return () => {
      subscription.dispose();
      clearTimeout(timer);
      controller?.abort();
    };
  }, [http, realtime, documentId]);
  return fresh;
}
