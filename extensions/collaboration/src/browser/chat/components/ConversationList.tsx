import { useState } from 'react';
import {
  Button,
  CounterBadge,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DocumentRegular, PersonRegular } from '@fluentui/react-icons';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { ConversationView } from '../../../common/chat/api.ts';
import { listConversations } from '../api.ts';
import { useChatEvents } from '../use-chat-events.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0 },
  item: { listStyleType: 'none' },
  row: { width: '100%', justifyContent: 'flex-start', textAlign: 'start', minHeight: '48px' },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  last: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The user's conversations, newest first, each with its unread badge; refreshed on every chat event. */
export function ConversationList({
  onOpen,
  onNew,
  selected,
}: {
  onOpen: (id: string) => void;
  onNew: () => void;
  /** The conversation open beside the list (the `/chat` page), marked as current. */
  selected?: string;
}) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ConversationView[] | null>(null);
  const load = useLoad(`chat-list:${attempt}`, async (signal) => {
    const value = await listConversations(http, signal);
    setList(value);
    return value;
  });
  useChatEvents(() => setAttempt((n) => n + 1));
  // Keep the last list on screen while a refresh runs, so a live update does not flash a spinner.
  const shown = load.status === 'ready' ? load.value : list;

  return (
    <div data-testid="chat-list">
      <div className={styles.bar}>
        <Button icon={<AddRegular />} onClick={onNew} data-testid="chat-new">
          {t('chat.newConversation')}
        </Button>
      </div>
      {!shown && load.status === 'loading' && <Spinner size="small" label={t('chat.loading')} />}
      {load.status === 'failed' && (
        <MessageBar intent="error" data-testid="chat-list-failed">
          <MessageBarBody>{t('chat.listFailed', { message: load.message })}</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('chat.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {shown && shown.length === 0 && (
        <Text as="p" data-testid="chat-list-empty">
          {t('chat.empty')}
        </Text>
      )}
      {shown && shown.length > 0 && (
        <ul className={styles.list} aria-label={t('chat.conversations')}>
          {shown.map((c) => (
            <li key={c.id} className={styles.item}>
              <Button
                appearance={c.id === selected ? 'secondary' : 'subtle'}
                aria-current={c.id === selected ? 'true' : undefined}
                className={styles.row}
                icon={c.kind === 'direct' ? <PersonRegular /> : <DocumentRegular />}
                onClick={() => onOpen(c.id)}
                aria-label={c.unread ? t('chat.openUnread', { title: c.title, count: c.unread }) : c.title}
                data-testid={`chat-conversation-${c.id}`}
              >
                <span className={styles.text}>
                  <Text weight={c.unread ? 'semibold' : 'regular'} truncate wrap={false}>
                    {c.title}
                  </Text>
                  {c.last && (
                    <span className={styles.last}>
                      {c.last.author.name}: {c.last.text}
                    </span>
                  )}
                </span>
                {c.unread > 0 && (
                  <CounterBadge
                    count={c.unread}
                    overflowCount={99}
                    color="danger"
                    size="small"
                    data-testid="chat-badge"
                  />
                )}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
