import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import { ChatPanel } from './ChatPanel.tsx';

const useStyles = makeStyles({
  drawer: { maxWidth: '100vw' },
  body: { display: 'flex', flexDirection: 'column', minHeight: 0, paddingBottom: '12px' },
});

/**
 * The chat drawer (shell.md §2 "chat drawer"): a Fluent OverlayDrawer at the end side, the conversations
 * inside; Esc or the close button closes it, focus goes back to the top bar's button. A lazy chunk.
 */
export default function ChatDrawer({ conversation, onClose }: { conversation?: string; onClose: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <OverlayDrawer
      open
      position="end"
      size="medium"
      className={styles.drawer}
      onOpenChange={(_, data) => !data.open && onClose()}
      data-testid="chat-drawer"
      aria-label={t('chat.title')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('chat.close')}
              icon={<DismissRegular />}
              onClick={onClose}
              data-testid="chat-close"
            />
          }
        >
          {t('chat.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <ChatPanel initial={conversation} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
