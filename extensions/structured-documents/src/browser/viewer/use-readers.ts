import { useEffect, useState } from 'react';
import { Services, useService } from '@ontobench/sdk';
import { sdocTopic, type DocumentEvent, type ViewerEntry } from '../../common/api.ts';
import { viewerCalls } from './api.ts';
import { viewerRegistrations } from './registration.ts';

/**
 * Who reads the document now (shell §2), kept live by the document's topic. With `register` the tab reads
 * it too: registered on entry and unregistered 3 s after leaving (registration.ts); without (the editor)
 * it only asks. Null until known.
 */
export function useReaders(documentId: string, register: boolean): ViewerEntry[] | null {
  const http = useService(Services.Http);
  const session = useService(Services.Session);
  const realtime = useService(Services.Realtime);
  const [viewers, setViewers] = useState<ViewerEntry[] | null>(null);

  useEffect(() => {
    let live = true;
    const take = (list: ViewerEntry[]) => live && setViewers(list);
    const subscription = realtime.subscribe<DocumentEvent>(sdocTopic(documentId), (event) => {
      if (event.type === 'viewers' && event.documentId === documentId) take(event.viewers);
    });
    const calls = viewerCalls(http, documentId, session.tabSessionId);
    let leave = () => {};
    if (register) leave = viewerRegistrations.enter(documentId, calls, take);
    else
      calls
        .list()
        .then(take)
        .catch((error: unknown) => console.warn('structured-documents: readers not read', error));
    return () => {
      live = false;
      subscription.dispose();
      leave();
    };
  }, [http, session, realtime, documentId, register]);
  return viewers;
}
