import { Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { EmptyState, Services, useService, useT } from '@ontobench/sdk';
import type { DocumentRange } from '../../common/api.ts';
import { addComment, changeComment, removeComment } from './api.ts';
import { CommentComposer } from './components/CommentComposer.tsx';
import { CommentItem } from './components/CommentItem.tsx';
import { replyCount, threadItems } from './model/threads.ts';
import { useComments } from './use-comments.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  quote: {
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    paddingLeft: tokens.spacingHorizontalS,
    fontStyle: 'italic',
  },
});

/** What a refused change says, by the reply's status (the server's own text is Russian only). */
function failureKey(error: unknown): string {
  const status = (error as { status?: number }).status;
  if (status === 403) return 'comments.panel.forbidden';
  if (status === 404) return 'comments.panel.gone';
  if (status === 400) return 'comments.panel.invalid';
  return 'comments.panel.failed';
}

export interface CommentsPanelProps {
  documentId: string;
  /** A text range selected in the document: a new comment goes on it (else on the whole document). */
  range?: DocumentRange | null;
  /** Shows a comment's range in the document (the viewer scrolls to and marks it). */
  onShowRange?: (range: DocumentRange) => void;
}

/**
 * The comments of a document (issue 15 item 4; domain.md §3 Comment, §4 transitions): threads with
 * replies indented, a new comment on the document or on the selected range, reply, edit one's own
 * text, complete and reopen, remove with its replies (asked first). Live: another reader's change
 * arrives over `documents/comments`. The editor, the viewer and the shell's comments dialog mount it.
 */
export function CommentsPanel({ documentId, range, onShowRange }: CommentsPanelProps) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const { state, reload } = useComments(documentId);

  /** Runs a change, then reloads; a failure is told and rethrown (a composer keeps its text). */
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      notifications.show({ text: t(failureKey(error)) });
      throw error;
    } finally {
      await reload();
    }
  };
  const quietly = (work: () => Promise<unknown>) => void act(work).catch(() => undefined);

  if (state.status === 'loading') return <Spinner size="small" label={t('comments.panel.loading')} />;
  if (state.status === 'failed')
    return <EmptyState title={state.notFound ? t('comments.panel.notFound') : t('comments.panel.loadFailed')} />;

  const comments = state.comments;
  const remove = async (id: string) => {
    const replies = replyCount(id, comments);
    const ok = await dialogs.confirm({
      title: t('comments.panel.removeTitle'),
      message: replies > 0 ? t('comments.panel.removeWithReplies', { count: replies }) : t('comments.panel.removeOne'),
      confirmLabel: t('comments.panel.remove'),
    });
    if (ok) quietly(() => removeComment(http, id));
  };

  return (
    <section className={styles.root} aria-label={t('comments.panel.title')} data-testid="comments-panel">
      {comments.length === 0 ? (
        <EmptyState title={t('comments.panel.empty')} />
      ) : (
        <div className={styles.list} role="list">
          {threadItems(comments).map(({ comment, depth }) => (
            <div role="listitem" key={comment.id}>
              <CommentItem
                comment={comment}
                depth={depth}
                onShowRange={onShowRange}
                onReply={(text) => act(() => addComment(http, documentId, { text, parentId: comment.id }))}
                onEdit={(text) => act(() => changeComment(http, comment.id, { text }))}
                onToggleCompleted={() =>
                  quietly(() => changeComment(http, comment.id, { completed: !comment.completed }))
                }
                onRemove={() => void remove(comment.id)}
              />
            </div>
          ))}
        </div>
      )}
      {range && (
        <div>
          <Caption1>{t('comments.panel.onRange')}</Caption1>
          <div className={styles.quote} data-testid="comment-range-quote">
            {range.quote}
          </div>
        </div>
      )}
      <CommentComposer
        label={range ? t('comments.panel.newOnRange') : t('comments.panel.newOnDocument')}
        submitLabel={t('comments.panel.send')}
        onSubmit={(text) =>
          act(() => addComment(http, documentId, { text, ...(range ? { documentRange: range } : {}) }))
        }
      />
    </section>
  );
}
