import type { CommentEntry } from '../../../common/api.ts';

export interface CommentsFilter {
  state: 'all' | 'open' | 'completed';
  /** Only the signed-in user's own comments. */
  mine: boolean;
}

/** The comments the `/comments` page shows for a filter. */
export function filterComments(
  entries: readonly CommentEntry[],
  filter: CommentsFilter,
  userId: string,
): CommentEntry[] {
  return entries.filter(
    (c) =>
      (filter.state === 'all' || (filter.state === 'open') === !c.completed) &&
      (!filter.mine || c.author.id === userId),
  );
}
