import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Page, useT, type Loaded } from '@ontobench/sdk';

/**
 * A detail page before its data: the frame with a spinner while loading, "not found" for a 404, "could not
 * load" otherwise (no raw error text); else `children` with the value. Texts under `texts`: `loading`,
 * `notFound`, `failed`.
 */
export function DetailStates<T>(props: {
  load: Loaded<T>;
  title: string;
  texts: string;
  testId: string;
  children: (value: T) => ReactNode;
}): ReactNode {
  const { t } = useT();
  const { load, texts } = props;
  if (load.status === 'ready') return props.children(load.value);
  return (
    <Page title={props.title} testId={props.testId}>
      {load.status === 'loading' ? (
        <Spinner label={t(`${texts}.loading`)} />
      ) : (
        <MessageBar intent="error" data-testid={`${props.testId}-failed`}>
          <MessageBarBody>{t(load.status === 'notFound' ? `${texts}.notFound` : `${texts}.failed`)}</MessageBarBody>
        </MessageBar>
      )}
    </Page>
  );
}
