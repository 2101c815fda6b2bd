import { useCallback, useEffect, useRef, useState } from 'react';
import { Services, useService } from '@ontobench/sdk';
import { COMMENTS_CHANNEL, type CommentView, type CommentsChanged } from '../../common/api.ts';
import { fetchComments } from './api.ts';

/** The realtime channel's full name (`<extension id>/<name>`). */
export const COMMENTS_CHANNEL_NAME = `documents/${COMMENTS_CHANNEL}`;

export type CommentsState =
  { status: 'loading' } | { status: 'failed'; notFound: boolean } | { status: 'ready'; comments: CommentView[] };

/**
 * The comments of a document, kept live: loaded on mount and again whenever the server says they
 * changed (`documents/comments`, sent to every reader of the document), and after the user's own
 * changes (`reload`). A reload keeps the list on screen while it runs; a stale answer is dropped.
 */
export function useComments(documentId: string): { state: CommentsState; reload: () => Promise<void> } {
  const http = useService(Services.Http);
  const realtime = useService(Services.Realtime);
  const [state, setState] = useState<CommentsState>({ status: 'loading' });
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const comments = await fetchComments(http, documentId);
      if (mine === generation.current) setState({ status: 'ready', comments });
    } catch (error) {
      if (mine !== generation.current) return;
      // Spec shell.md §8: a failed load of comments goes to the console; the panel says it failed.
      console.error(error);
      setState({ status: 'failed', notFound: (error as { status?: number }).status === 404 });
    }
  }, [http, documentId]);

  useEffect(() => {
    // A later generation drops the answers of this one (the ref object is stable; its count is not).
    const generations = generation;
    setState({ status: 'loading' });
    void reload();
    const subscription = realtime.subscribe<CommentsChanged>(COMMENTS_CHANNEL_NAME, (message) => {
      if (message?.documentId === documentId) void reload();
    });
    return () => {
      generations.current++;
      subscription.dispose();
    };
  }, [documentId, realtime, reload]);

  return { state, reload };
}
