import { useCallback, useEffect, useState } from 'react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { EmptyState, Page, Services, formatNumber, usePageTitle, useService, useT } from '@ontobench/sdk';
import { loadClasses, type ClassesOverview } from '../classes.ts';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; overview: ClassesOverview };

/** The plugin's page: the classes the signed-in user can see, with loading, empty and error states. */
export default function HelloDataPage() {
  const { t } = useT();
  const data = useService(Services.Data);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  usePageTitle(t('title'));

  useEffect(() => {
    const abort = new AbortController();
    setState({ kind: 'loading' });
    loadClasses(data, abort.signal).then(
      (overview) => !abort.signal.aborted && setState({ kind: 'ready', overview }),
      (error: unknown) =>
        !abort.signal.aborted &&
        setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => abort.abort();
  }, [data, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <Page title={t('title')} testId="hello-data-page">
      <Body1>{t('lead')}</Body1>
      {state.kind === 'loading' && <Spinner label={t('loading')} />}
      {state.kind === 'error' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('error', { message: state.message })}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={retry}>{t('retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {state.kind === 'ready' && state.overview.total === 0 && <EmptyState title={t('empty')} />}
      {state.kind === 'ready' && state.overview.total > 0 && (
        <>
          <Text data-testid="hello-data-count">
            {t('count', { count: state.overview.total, formatted: formatNumber(state.overview.total) })}
          </Text>
          {state.overview.total > state.overview.classes.length && (
            <Text size={200}>{t('shown', { shown: state.overview.classes.length })}</Text>
          )}
          <ul data-testid="hello-data-list">
            {state.overview.classes.map((c) => (
              <li key={c.id}>{c.name ?? t('unnamed')}</li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
