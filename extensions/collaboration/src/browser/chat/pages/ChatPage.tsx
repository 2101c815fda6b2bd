import { useState } from 'react';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Page, useT } from '@ontobench/sdk';
import { useSearch } from 'wouter';
import { ConversationList } from '../components/ConversationList.tsx';
import { ConversationPane } from '../components/ConversationPane.tsx';
import { UserPicker } from '../components/UserPicker.tsx';

/** Below this width the page shows one pane at a time, as the drawer does. */
const NARROW = '@media (max-width: 899px)';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(260px, 340px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    height: 'calc(100vh - 180px)',
    minHeight: '360px',
    [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  list: {
    overflowY: 'auto',
    paddingRight: tokens.spacingHorizontalM,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [NARROW]: { paddingRight: 0, borderRight: 'none' },
  },
  pane: { display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 },
  hint: { margin: 'auto', color: tokens.colorNeutralForeground3 },
  narrowHidden: { [NARROW]: { display: 'none' } },
});

type Open = { view: 'none' } | { view: 'conversation'; id: string } | { view: 'pick' };

/**
 * The chat section `/chat` (issue 21 item 7): the conversations on the left and the open one beside them
 * (one pane at a time below 900 px, as in the drawer); `?c=<conversation>` opens one. Its access (the
 * route guard, shell.md §6) is what decides where the chat shows at all (docs/collaboration.md).
 */
export default function ChatPage() {
  const { t } = useT();
  const styles = useStyles();
  const initial = new URLSearchParams(useSearch()).get('c');
  const [open, setOpen] = useState<Open>(initial ? { view: 'conversation', id: initial } : { view: 'none' });
  const close = () => setOpen({ view: 'none' });
  return (
    <Page title={t('chat.title')} testId="chat-page">
      <div className={styles.root}>
        <div className={mergeClasses(styles.list, open.view !== 'none' && styles.narrowHidden)}>
          <ConversationList
            selected={open.view === 'conversation' ? open.id : undefined}
            onOpen={(id) => setOpen({ view: 'conversation', id })}
            onNew={() => setOpen({ view: 'pick' })}
          />
        </div>
        <div className={mergeClasses(styles.pane, open.view === 'none' && styles.narrowHidden)}>
          {open.view === 'conversation' && <ConversationPane key={open.id} id={open.id} onBack={close} />}
          {open.view === 'pick' && (
            <UserPicker onBack={close} onStarted={(id) => setOpen({ view: 'conversation', id })} />
          )}
          {open.view === 'none' && (
            <Text className={styles.hint} data-testid="chat-pick-hint">
              {t('chat.pickHint')}
            </Text>
          )}
        </div>
      </div>
    </Page>
  );
}
