import { forwardRef } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { MessageView } from '../../../common/chat/api.ts';
import { MessageItem } from './MessageItem.tsx';

const useStyles = makeStyles({
  list: {
    flexGrow: 1,
    minHeight: '160px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXS,
    outlineOffset: '-2px',
  },
  more: { alignSelf: 'center' },
});

interface Props {
  messages: readonly MessageView[];
  more: boolean;
  older: 'idle' | 'loading' | 'failed';
  onOlder: () => void;
  onChanged: (message: MessageView) => void;
  onRemoved: (id: string) => void;
}

/**
 * The history, oldest at the top: scrolling to the top loads the page before (a button does the same, for
 * the keyboard). A focusable log region, so the keyboard scrolls it too.
 */
export const MessageList = forwardRef<HTMLDivElement, Props>(function MessageList(
  { messages, more, older, onOlder, onChanged, onRemoved },
  ref,
) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <div
      ref={ref}
      className={styles.list}
      role="log"
      aria-label={t('chat.messages')}
      tabIndex={0}
      onScroll={(event) => event.currentTarget.scrollTop < 40 && more && older === 'idle' && onOlder()}
      data-testid="chat-messages"
    >
      {more && (
        <div className={styles.more}>
          {older === 'loading' ? (
            <Spinner size="tiny" label={t('chat.loadingOlder')} />
          ) : (
            <Button size="small" appearance="subtle" onClick={onOlder} data-testid="chat-older">
              {older === 'failed' ? t('chat.olderFailed') : t('chat.older')}
            </Button>
          )}
        </div>
      )}
      {messages.length === 0 && (
        <Text as="p" data-testid="chat-messages-empty">
          {t('chat.noMessages')}
        </Text>
      )}
      {messages.map((m) => (
        <MessageItem key={m.id} message={m} onChanged={onChanged} onRemoved={onRemoved} />
      ))}
    </div>
  );
});
