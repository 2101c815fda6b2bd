import { useState } from 'react';
import { Button, Text, Textarea, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Services, useService, useT } from '@ontobench/sdk';
import { CHAT_TEXT_MAX, type MessageView } from '../../../common/chat/api.ts';
import { deleteMessage, editMessage } from '../api.ts';

const useStyles = makeStyles({
  message: {
    maxWidth: '85%',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    alignSelf: 'flex-start',
  },
  mine: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  meta: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
  },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** The time of a message in the interface's language: the time for today's, date and time otherwise. */
function when(sentAt: string, language: string): string {
  const date = new Date(sentAt);
  const today = new Date().toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(
    language,
    today ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' },
  ).format(date);
}

interface Props {
  message: MessageView;
  onChanged: (message: MessageView) => void;
  onRemoved: (id: string) => void;
}

/**
 * One message: author, time, «изменено» once edited, the text. Its author may edit it in place (Enter
 * saves, Shift+Enter new line, Esc cancels without closing the drawer) and remove it after a confirm; an
 * administrator may remove any. The server decides again.
 */
export function MessageItem({ message, onChanged, onRemoved }: Props) {
  const { t, i18n } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const session = useService(Services.Session);
  const dialogs = useService(Services.Dialogs);
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mine = message.author.id === session.user?.id;
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const save = async () => {
    const text = (draft ?? '').trim();
    if (!text || text.length > CHAT_TEXT_MAX) return;
    try {
      onChanged(await editMessage(http, message.id, text));
      setDraft(null);
      setProblem(null);
    } catch (error) {
      setProblem(reason(error));
    }
  };
  const remove = async () => {
    const confirmed = await dialogs.confirm({
      title: t('chat.deleteTitle'),
      message: t('chat.deleteText'),
      confirmLabel: t('chat.deleteConfirm'),
    });
    if (!confirmed) return;
    try {
      await deleteMessage(http, message.id);
      onRemoved(message.id);
    } catch (error) {
      setProblem(reason(error));
    }
  };

  return (
    <article className={mergeClasses(styles.message, mine && styles.mine)} data-testid="chat-message">
      <div className={styles.meta}>
        <Text size={200} weight="semibold">
          {message.author.name}
        </Text>
        <Text size={200}>
          <time dateTime={message.sentAt}>{when(message.sentAt, i18n.language)}</time>
          {message.editedAt && ` · ${t('chat.edited')}`}
        </Text>
        {mine && draft === null && (
          <Button
            size="small"
            appearance="transparent"
            icon={<EditRegular />}
            aria-label={t('chat.edit')}
            onClick={() => setDraft(message.text)}
            data-testid="chat-message-edit"
          />
        )}
        {(mine || session.isAdmin) && draft === null && (
          <Button
            size="small"
            appearance="transparent"
            icon={<DeleteRegular />}
            aria-label={t('chat.delete')}
            onClick={() => void remove()}
            data-testid="chat-message-delete"
          />
        )}
      </div>
      {draft === null ? (
        <p className={styles.text}>{message.text}</p>
      ) : (
        <Textarea
          autoFocus
          value={draft}
          aria-label={t('chat.editLabel')}
          onChange={(_, d) => setDraft(d.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // Cancels the edit only: the drawer around it stays open.
              event.stopPropagation();
              event.preventDefault();
              setDraft(null);
              setProblem(null);
            } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void save();
            }
          }}
          data-testid="chat-message-draft"
        />
      )}
      {problem && (
        <Text size={200} className={styles.problem} role="alert">
          {problem}
        </Text>
      )}
    </article>
  );
}
