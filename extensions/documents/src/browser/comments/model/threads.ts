import type { CommentView } from '../../../common/api.ts';

/** A comment with its replies, and its depth in the thread (0 for a comment on the document). */
export interface ThreadItem {
  comment: CommentView;
  depth: number;
}

/**
 * The comments as threads, flattened for display: each comment followed by its replies (oldest first),
 * indented by depth. A reply whose parent is gone stands as a thread of its own; loops (data written by
 * hand) are cut.
 */
export function threadItems(comments: readonly CommentView[]): ThreadItem[] {
  const ids = new Set(comments.map((c) => c.id));
  const children = new Map<string, CommentView[]>();
  const roots: CommentView[] = [];
  for (const c of comments) {
    if (c.parentId && ids.has(c.parentId) && c.parentId !== c.id)
      children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
    else roots.push(c);
  }
  const byDate = (a: CommentView, b: CommentView) => a.date.localeCompare(b.date);
  const out: ThreadItem[] = [];
  const seen = new Set<string>();
  const visit = (c: CommentView, depth: number) => {
    if (seen.has(c.id)) return;
    seen.add(c.id);
    out.push({ comment: c, depth });
    for (const child of [...(children.get(c.id) ?? [])].sort(byDate)) visit(child, depth + 1);
  };
  for (const root of [...roots].sort(byDate)) visit(root, 0);
  return out;
}

/** How many replies a removal takes with it (every comment under it). */
export function replyCount(id: string, comments: readonly CommentView[]): number {
  const items = threadItems(comments);
  const at = items.findIndex((i) => i.comment.id === id);
  if (at < 0) return 0;
  let n = 0;
  for (let i = at + 1; i < items.length && items[i]!.depth > items[at]!.depth; i++) n++;
  return n;
}
