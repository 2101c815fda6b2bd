import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Page, type Loaded } from '@ontobench/sdk';

/** What a page shows before its data is ready: a spinner while loading, else what went wrong. */
export interface LoadStateProps {
  /** The page's title (while loading: `loadingTitle`, if given) and its `data-testid`. */
  title: string;
  loadingTitle?: string;
  testId: string;
  /** The spinner's label. */
  loading: string;
  /** What went wrong (the message bar's text); none: still loading. */
  failure?: string;
  failedTestId: string;
}

/** A detail page's loading or failed state: the page frame with a spinner or an error message bar. */
export function LoadState(props: LoadStateProps) {
  if (props.failure === undefined)
    return (
      <Page title={props.loadingTitle ?? props.title} testId={props.testId}>
        <Spinner label={props.loading} />
      </Page>
    );
  return (
    <Page title={props.title} testId={props.testId}>
      <MessageBar intent="error" data-testid={props.failedTestId}>
        <MessageBarBody>{props.failure}</MessageBarBody>
      </MessageBar>
    </Page>
  );
}

/** The failure text of a load: `notFound` for a 404, `failed(message)` for any other error; none otherwise. */
export function loadFailure(
  load: Loaded<unknown>,
  notFound: string,
  failed: (message: string) => string,
): string | undefined {
  if (load.status === 'notFound') return notFound;
  if (load.status === 'failed') return failed(load.message);
  return undefined;
}
