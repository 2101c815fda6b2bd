import type { ReactNode } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { EmptyState, useT, type Loaded } from '@ontobench/sdk';

/**
 * A loaded list's states, the same on every page of the area: loading, failed (the reason and a retry),
 * empty (a title and a hint), else the list itself. `keys` is the page's text keys prefix (`<prefix>.loading`,
 * `.failed`, `.retry`, `.empty`, `.emptyHint`); test ids are `<testId>-failed` and `<testId>-empty`.
 */
export function ListStates<T>(props: {
  load: Loaded<T[]>;
  keys: string;
  testId: string;
  onRetry: () => void;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useT();
  const { load, keys, testId } = props;
  if (load.status === 'loading') return <Spinner label={t(`${keys}.loading`)} />;
  if (load.status !== 'ready')
    return (
      <MessageBar intent="error" data-testid={`${testId}-failed`}>
        <MessageBarBody>
          {t(`${keys}.failed`, { message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
        <Button size="small" onClick={props.onRetry}>
          {t(`${keys}.retry`)}
        </Button>
      </MessageBar>
    );
  if (load.value.length === 0)
    return (
      <EmptyState title={t(`${keys}.empty`)}>
        <span data-testid={`${testId}-empty`}>{t(`${keys}.emptyHint`)}</span>
      </EmptyState>
    );
  return <>{props.children(load.value)}</>;
}
