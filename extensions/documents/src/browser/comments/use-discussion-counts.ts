import { useEffect, useMemo, useReducer } from 'react';
import { Services, useService } from '@ontobench/sdk';
import type { CommentsChanged } from '../../common/api.ts';
import { fetchDiscussions } from './api.ts';
import { DiscussionBatcher } from './model/discussion-batcher.ts';
import { COMMENTS_CHANNEL_NAME } from './use-comments.ts';

export type DiscussionCount = { total: number; open: number };

/**
 * The discussion counters of documents (`document/fetchDiscussions`), asked in batches 200 ms after the
 * last ask (domain.md §9) and refreshed when a document's comments change. Each id maps to its
 * counters, null for a document the server did not answer (not readable), undefined while unknown.
 */
export function useDiscussionCounts(
  documentIds: readonly string[],
): (id: string) => DiscussionCount | null | undefined {
  const http = useService(Services.Http);
  const realtime = useService(Services.Realtime);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const batcher = useMemo(
    () =>
      new DiscussionBatcher(
        (ids) => fetchDiscussions(http, ids),
        (error) => console.error(error),
      ),
    [http],
  );
  useEffect(() => {
    const unsubscribe = batcher.subscribe(rerender);
    const live = realtime.subscribe<CommentsChanged>(COMMENTS_CHANNEL_NAME, (m) => {
      if (m?.documentId && batcher.get(m.documentId) !== undefined) batcher.refresh([m.documentId]);
    });
    return () => {
      unsubscribe();
      live.dispose();
      batcher.dispose();
    };
  }, [batcher, realtime]);
  const key = documentIds.join(',');
  useEffect(() => {
    batcher.request(key ? key.split(',') : []);
  }, [batcher, key]);
  return (id) => batcher.get(id);
}
