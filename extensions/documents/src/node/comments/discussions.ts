import { unrestrictedReader, type ServerExtensionContext, type UserContext, dataAs } from '@ontobench/sdk/node';
import { DOCUMENTS_API, type CommentEntry, type DiscussionCounts } from '../../common/api.ts';
import type { DataRun } from '../read/instances.ts';
import { discussionIds } from './input.ts';
import { commentsOf, newestComments, readableDocuments } from './store.ts';

/** The most comments the `/comments` page receives (the newest). */
export const ALL_COMMENTS_LIMIT = 1_000;

/**
 * The discussion counters (`document/fetchDiscussions`, domain.md §7, fetched with a 200 ms debounce
 * §9) and the `/comments` page's list: both answer only for documents the user reads.
 */
export function registerDiscussions(ctx: ServerExtensionContext): void {
  const read = unrestrictedReader(ctx.data);
  const asUser = (user: UserContext): DataRun => dataAs(ctx.data, user);

  ctx.route('POST', DOCUMENTS_API.fetchDiscussions, async (request) => {
    const user = await request.user();
    const ids = discussionIds(request.body);
    const readable = await readableDocuments(asUser(user), ids);
    const counts: DiscussionCounts = {};
    for (const d of readable) counts[d.id] = { total: 0, open: 0 };
    for (const c of await commentsOf(read, Object.keys(counts))) {
      const entry = counts[c.object];
      if (!entry) continue;
      entry.total++;
      if (!c.completed) entry.open++;
    }
    return counts;
  });

  ctx.route('GET', DOCUMENTS_API.allComments, async (request) => {
    const user = await request.user();
    const newest = await newestComments(read, ALL_COMMENTS_LIMIT);
    const documents = await readableDocuments(asUser(user), [...new Set(newest.map((c) => c.object))]);
    const byId = new Map(documents.map((d) => [d.id, d]));
    return newest.flatMap((c): CommentEntry[] => {
      const document = byId.get(c.object);
      if (!document) return [];
      const own = c.author.id === user.id;
      return [{ ...c, documentName: document.name, canEdit: own, canRemove: own || document.canChange }];
    });
  });
}
