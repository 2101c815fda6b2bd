import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { EmptyState, useT } from '@ontobench/sdk';
import type { Loaded } from '../api.ts';

/** A load's waiting, not-found and failure states in the area's words; the content once it is ready. */
export function LoadedView<T>(props: {
  loaded: Loaded<T>;
  notFound: string;
  notFoundHint: string;
  children: (value: T) => ReactNode;
}) {
  const { t } = useT();
  const { loaded } = props;
  if (loaded.status === 'loading') return <Spinner label={t('viewer.loading')} data-testid="doc-loading" />;
  if (loaded.status === 'notFound')
    return (
      <div data-testid="doc-not-found">
        <EmptyState title={props.notFound}>
          <span>{props.notFoundHint}</span>
        </EmptyState>
      </div>
    );
  if (loaded.status === 'failed')
    return (
      <MessageBar intent="error" data-testid="doc-failed">
        <MessageBarBody>{t('viewer.failed', { message: loaded.message })}</MessageBarBody>
      </MessageBar>
    );
  return <>{props.children(loaded.value)}</>;
}
