import { useMemo, useState } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, PersonRegular } from '@fluentui/react-icons';
import { Services, useLoad, useService, useT } from '@ontobench/sdk';
import { listUsers, startDirect } from '../api.ts';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalS,
  },
  list: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, maxHeight: '60vh', overflowY: 'auto' },
  item: { listStyleType: 'none' },
  row: { width: '100%', justifyContent: 'flex-start' },
});

/** Most users listed at once: the search narrows the rest. */
const SHOWN = 50;

/** Starts a direct conversation: search a user by name, pick them (Enter in the search picks the first). */
export function UserPicker({ onBack, onStarted }: { onBack: () => void; onStarted: (id: string) => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const load = useLoad('chat-users', (signal) => listUsers(http, signal));
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const matches = useMemo(() => {
    if (load.status !== 'ready') return [];
    const q = query.trim().toLocaleLowerCase();
    return load.value.filter((u) => !q || u.name.toLocaleLowerCase().includes(q)).slice(0, SHOWN);
  }, [load, query]);

  const pick = async (userId: string) => {
    setProblem(null);
    try {
      onStarted((await startDirect(http, userId)).id);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div data-testid="chat-picker">
      <div className={styles.head}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack} aria-label={t('chat.back')} />
        <Text weight="semibold">{t('chat.newConversation')}</Text>
      </div>
      <Field label={t('chat.searchUser')}>
        <Input
          autoFocus
          value={query}
          onChange={(_, d) => setQuery(d.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches[0]) void pick(matches[0].id);
          }}
          data-testid="chat-user-search"
        />
      </Field>
      {load.status === 'loading' && <Spinner size="small" label={t('chat.loadingUsers')} />}
      {load.status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{t('chat.usersFailed', { message: load.message })}</MessageBarBody>
        </MessageBar>
      )}
      {problem && (
        <MessageBar intent="error" data-testid="chat-picker-error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {load.status === 'ready' && matches.length === 0 && <Text as="p">{t('chat.noUsers')}</Text>}
      <ul className={styles.list} aria-label={t('chat.users')}>
        {matches.map((u) => (
          <li key={u.id} className={styles.item}>
            <Button
              appearance="subtle"
              className={styles.row}
              icon={<PersonRegular />}
              onClick={() => void pick(u.id)}
              data-testid={`chat-user-${u.id}`}
            >
              {u.name}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
