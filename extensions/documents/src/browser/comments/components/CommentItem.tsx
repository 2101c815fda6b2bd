import { useState } from 'react';
import { Badge, Body1, Button, Caption1, Link, makeStyles, tokens, mergeClasses } from '@fluentui/react-components';
import { formatDate, useT } from '@ontobench/sdk';
import type { CommentView, DocumentRange } from '../../../common/api.ts';
import { CommentComposer } from './CommentComposer.tsx';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
  },
  completed: { opacity: 0.7 },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', flexWrap: 'wrap' },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  quote: {
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    paddingLeft: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    fontStyle: 'italic',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/** "dd.mm.yyyy hh:mm" of an ISO date-time. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return formatDate(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export interface CommentItemProps {
  comment: CommentView;
  depth: number;
  onReply(text: string): Promise<void>;
  onEdit(text: string): Promise<void>;
  onToggleCompleted(): void;
  onRemove(): void;
  onShowRange?: (range: DocumentRange) => void;
}

/** One comment of a thread: author, date, quoted range, text, and what the user may do with it. */
export function CommentItem(props: CommentItemProps) {
  const { t } = useT();
  const styles = useStyles();
  const { comment: c } = props;
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const range = c.documentRange;
  return (
    <article
      className={mergeClasses(styles.item, c.completed && styles.completed)}
      style={{ marginLeft: `calc(${Math.min(props.depth, 6)} * ${tokens.spacingHorizontalXL})` }}
      aria-label={t('comments.panel.itemLabel', { author: c.author.name })}
      data-testid="comment"
      data-comment-id={c.id}
    >
      <div className={styles.head}>
        <Body1>
          <strong>{c.author.name}</strong>
        </Body1>
        <Caption1>{dateTime(c.date)}</Caption1>
        {c.completed && (
          <Badge appearance="tint" color="success">
            {t('comments.panel.completed')}
          </Badge>
        )}
      </div>
      {range &&
        (props.onShowRange ? (
          <Link className={styles.quote} onClick={() => props.onShowRange?.(range)}>
            {range.quote || t('comments.panel.rangeOnly')}
          </Link>
        ) : (
          <Caption1 className={styles.quote}>{range.quote || t('comments.panel.rangeOnly')}</Caption1>
        ))}
      {mode === 'edit' ? (
        <CommentComposer
          label={t('comments.panel.editLabel')}
          submitLabel={t('comments.panel.save')}
          initial={c.text}
          autoFocus
          onSubmit={async (text) => {
            await props.onEdit(text);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <Body1 className={styles.text}>{c.text}</Body1>
      )}
      {mode === 'view' && (
        <div className={styles.actions}>
          <Button size="small" appearance="subtle" onClick={() => setMode('reply')}>
            {t('comments.panel.reply')}
          </Button>
          {c.canEdit && (
            <Button size="small" appearance="subtle" onClick={() => setMode('edit')}>
              {t('comments.panel.edit')}
            </Button>
          )}
          {c.canRemove && (
            <Button size="small" appearance="subtle" onClick={props.onToggleCompleted}>
              {c.completed ? t('comments.panel.reopen') : t('comments.panel.complete')}
            </Button>
          )}
          {c.canRemove && (
            <Button size="small" appearance="subtle" onClick={props.onRemove}>
              {t('comments.panel.remove')}
            </Button>
          )}
        </div>
      )}
      {mode === 'reply' && (
        <CommentComposer
          label={t('comments.panel.replyLabel', { author: c.author.name })}
          submitLabel={t('comments.panel.send')}
          autoFocus
          onSubmit={async (text) => {
            await props.onReply(text);
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      )}
    </article>
  );
}
