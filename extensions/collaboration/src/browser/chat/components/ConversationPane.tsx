import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { MessageView } from '../../../common/chat/api.ts';
import { getConversation, loadMessages, markRead } from '../api.ts';
import { chatRead } from '../chat-events.ts';
import { useChatEvents } from '../use-chat-events.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', height: '100%', minHeight: '320px', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** Adds messages to a list kept oldest first, once each. */
function merged(list: readonly MessageView[], more: readonly MessageView[]): MessageView[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * One conversation: its history (the newest page first, older pages when scrolled to the top), new
 * messages live from the chat's channel, and the composer. Opening it, and every message that arrives
 * while it is open, marks the conversation read (the counters fall in every tab).
 */
export function ConversationPane({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const header = useLoad(`chat-conversation:${id}`, (signal) => getConversation(http, id, signal));
  const [messages, setMessages] = useState<MessageView[]>([]);
  const [more, setMore] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [attempt, setAttempt] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  /** What the next render does with the scroll: to the newest message, or keep the reader's place. */
  const scroll = useRef<{ kind: 'bottom' } | { kind: 'keep'; height: number } | null>(null);

  const read = useCallback(() => {
    void markRead(http, id).then(chatRead, () => undefined);
  }, [http, id]);

  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    loadMessages(http, id, undefined, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        scroll.current = { kind: 'bottom' };
        setMessages(merged([], page.messages));
        setMore(page.more);
        setState('ready');
        read();
      },
      () => !controller.signal.aborted && setState('failed'),
    );
    return () => controller.abort();
  }, [http, id, read, attempt]);

  const replace = useCallback((changed: MessageView) => {
    setMessages((now) => now.map((m) => (m.id === changed.id ? changed : m)));
  }, []);
  const drop = useCallback((gone: string) => setMessages((now) => now.filter((m) => m.id !== gone)), []);

  useChatEvents((event) => {
    if (event.kind === 'changed' && event.message.conversation === id) return replace(event.message);
    if (event.kind === 'removed' && event.conversation === id) return drop(event.id);
    if (event.kind !== 'message' || event.message.conversation !== id) return;
    const list = listRef.current;
    const nearBottom = !list || list.scrollHeight - list.scrollTop - list.clientHeight < 80;
    if (nearBottom) scroll.current = { kind: 'bottom' };
    setMessages((now) => merged(now, [event.message]));
    read();
  });

  useLayoutEffect(() => {
    const list = listRef.current;
    const what = scroll.current;
    scroll.current = null;
    if (!list || !what) return;
    list.scrollTop = what.kind === 'bottom' ? list.scrollHeight : list.scrollHeight - what.height;
  }, [messages]);

  const loadOlder = useCallback(() => {
    if (!more || older === 'loading' || messages.length === 0) return;
    setOlder('loading');
    loadMessages(http, id, messages[0]!.sentAt).then(
      (page) => {
        scroll.current = {
          kind: 'keep',
          height: (listRef.current?.scrollHeight ?? 0) - (listRef.current?.scrollTop ?? 0),
        };
        setMessages((now) => merged(now, page.messages));
        setMore(page.more);
        setOlder('idle');
      },
      () => setOlder('failed'),
    );
  }, [http, id, messages, more, older]);

  const title =
    header.status === 'ready' ? header.value.title : header.status === 'notFound' ? t('chat.notFoundTitle') : '';

  return (
    <section className={styles.pane} aria-label={title || t('chat.title')} data-testid="chat-conversation">
      <div className={styles.head}>
        <Button
          appearance="subtle"
          icon={<ArrowLeftRegular />}
          onClick={onBack}
          aria-label={t('chat.back')}
          data-testid="chat-back"
        />
        <Text weight="semibold" className={styles.title} data-testid="chat-conversation-title">
          {title}
        </Text>
      </div>
      {(header.status === 'notFound' || (state === 'failed' && header.status !== 'loading')) && (
        <MessageBar intent="error" data-testid="chat-conversation-failed">
          <MessageBarBody>
            {header.status === 'notFound' ? t('chat.notFound') : t('chat.historyFailed')}{' '}
            {header.status !== 'notFound' && (
              <Button size="small" appearance="transparent" onClick={() => setAttempt((n) => n + 1)}>
                {t('chat.retry')}
              </Button>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {state === 'loading' && <Spinner size="small" label={t('chat.loadingHistory')} />}
      {state === 'ready' && (
        <MessageList
          ref={listRef}
          messages={messages}
          more={more}
          older={older}
          onOlder={loadOlder}
          onChanged={replace}
          onRemoved={drop}
        />
      )}
      {state === 'ready' && header.status !== 'notFound' && (
        <Composer
          conversation={id}
          onSent={(message) => {
            scroll.current = { kind: 'bottom' };
            setMessages((now) => merged(now, [message]));
          }}
        />
      )}
    </section>
  );
}
