import type { ReactNode } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { EmptyState } from '../kit.tsx';
import type { Loaded } from '../use-load.ts';
import { useT } from '../use-t.ts';
import type { ListStatesProps } from './object-list-page-types.ts';

/**
 * The states of a loaded list before its rows: a spinner while loading, the failure with a retry (a 404
 * too: a list that is not there failed to load), the empty state, else `children` with the value. The
 * texts are the extension's own under `texts`: `loading`, `failed` ({{message}}), `retry`, `empty`, `emptyHint`.
 */
export function ListStates<T>(props: ListStatesProps<T>): ReactNode {
  const { texts, testIds, load } = props;
  const { t } = useT();
  if (load.status === 'loading') return <Spinner label={t(`${texts}.loading`)} />;
  if (load.status !== 'ready')
    return (
      <MessageBar intent="error" data-testid={testIds.failed}>
        <MessageBarBody>{t(`${texts}.failed`, { message: failureMessage(load) })}</MessageBarBody>
        <Button size="small" onClick={props.onRetry}>
          {t(`${texts}.retry`)}
        </Button>
      </MessageBar>
    );
  if (props.isEmpty(load.value))
    return (
      <EmptyState title={t(`${texts}.empty`)}>
        <span data-testid={testIds.empty}>{t(`${texts}.emptyHint`)}</span>
      </EmptyState>
    );
  return props.children(load.value);
}

const failureMessage = (load: Loaded<unknown>) => (load.status === 'failed' ? load.message : '');
