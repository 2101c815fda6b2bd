import { Suspense, lazy, useEffect, useState } from 'react';
import { Button, CounterBadge, Tooltip, makeStyles, mergeClasses } from '@fluentui/react-components';
import { ChatRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { Services, useLiveCount, useMayOpenPath, useService, useT } from '@ontobench/sdk';
import { CHAT_CHANNEL } from '../../../common/chat/api.ts';
import { chatPath } from '../../../common/chat/routes.ts';
import { badgeText, chatAccessible } from '../access.ts';
import { unreadTotal } from '../api.ts';
import { onChatRead, onOpenChat } from '../chat-events.ts';

/** The drawer with the conversations: its own chunk, fetched at the first opening. */
const ChatDrawer = lazy(() => import('./ChatDrawer.tsx'));

/** How often the counter asks again without a notice (ms). */
export const UNREAD_REFRESH_MS = 60_000;

const useStyles = makeStyles({
  button: { position: 'relative' },
  badge: { position: 'absolute', top: '2px', right: '0px', pointerEvents: 'none' },
});

/**
 * The chat's button in the top bar (issue 21 item 7; shell.md §2 "chat drawer"): the unread total of the
 * user's conversations, asked on start, every minute, on every chat notice and when the user reads a
 * conversation here; a click opens the drawer (a lazy chunk). Shown only where the chat section is
 * accessible (the route guard's rules for `/chat`, and access.ts), and not on `/chat`, the chat itself.
 */
export const ChatButton = observer(function ChatButton({ className }: { className?: string }) {
  const session = useService(Services.Session);
  const [location] = useLocation();
  const mayOpen = useMayOpenPath(chatPath.page);
  if (!mayOpen || !chatAccessible(session.user) || location === chatPath.page) return null;
  return <ChatButtonShown className={className} />;
});

function ChatButtonShown({ className }: { className?: string }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const count = useLiveCount((signal) => unreadTotal(http, signal), {
    channel: `collaboration/${CHAT_CHANNEL}`,
    everyMs: UNREAD_REFRESH_MS,
    refreshOn: onChatRead,
  });
  const [open, setOpen] = useState(false);
  const [conversation, setConversation] = useState<string | undefined>();

  useEffect(
    () =>
      onOpenChat((id) => {
        setConversation(id);
        setOpen(true);
      }),
    [],
  );

  const text = count === 'failed' || count === null ? '' : badgeText(count);
  const label =
    count === 'failed' ? t('chat.unreadFailed') : count ? t('chat.unread', { count }) : t('chat.unreadNone');
  return (
    <>
      <Tooltip content={label} relationship="label">
        <Button
          appearance="transparent"
          className={mergeClasses(className, styles.button)}
          icon={<ChatRegular />}
          aria-expanded={open}
          aria-haspopup="dialog"
          data-testid="chat-button"
          onClick={() => {
            setConversation(undefined);
            setOpen((o) => !o);
          }}
        >
          {text && (
            <CounterBadge
              className={styles.badge}
              size="small"
              color="danger"
              count={typeof count === 'number' ? count : 0}
              overflowCount={99}
              data-testid="chat-unread"
              aria-hidden
            />
          )}
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <ChatDrawer conversation={conversation} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
