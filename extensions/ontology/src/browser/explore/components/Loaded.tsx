import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { EmptyState, useT } from '@ontobench/sdk';
import type { Loaded } from '../api.ts';

/** Shows a load's waiting, not-found and failure states; the content once it is ready. */
export function LoadedView<T>(props: { loaded: Loaded<T>; notFound?: string; children: (value: T) => ReactNode }) {
  const { t } = useT();
  const { loaded } = props;
  if (loaded.status === 'loading') return <Spinner label={t('explore.common.loading')} />;
  if (loaded.status === 'notFound')
    return (
      <div data-testid="explore-not-found">
        <EmptyState title={props.notFound ?? t('explore.common.notFound')} />
      </div>
    );
  if (loaded.status === 'failed')
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('explore.common.failed', { message: loaded.message })}</MessageBarBody>
      </MessageBar>
    );
  return <>{props.children(loaded.value)}</>;
}
