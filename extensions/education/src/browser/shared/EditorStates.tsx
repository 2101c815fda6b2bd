import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { AppLink, Page, useT, type Loaded } from '@ontobench/sdk';

/**
 * What an editor shows before its one object is there: not found (a page with a link back to the list),
 * failed (the reason and a retry), else loading. `texts` is the part's key prefix: its `editor.notFound`,
 * `editor.back`, `editor.title`, `list.failed`, `list.retry` and `list.loading`.
 */
export function EditorStates(props: {
  load: Loaded<unknown>;
  texts: string;
  backHref: string;
  missingTestId: string;
  onRetry: () => void;
}) {
  const { t } = useT();
  const { load, texts } = props;
  if (load.status === 'notFound')
    return (
      <Page title={t(`${texts}.editor.notFound`)} testId={props.missingTestId}>
        <AppLink href={props.backHref}>{t(`${texts}.editor.back`)}</AppLink>
      </Page>
    );
  if (load.status === 'failed')
    return (
      <Page title={t(`${texts}.editor.title`)}>
        <MessageBar intent="error">
          <MessageBarBody>{t(`${texts}.list.failed`, { message: load.message })}</MessageBarBody>
        </MessageBar>
        <Button onClick={props.onRetry}>{t(`${texts}.list.retry`)}</Button>
      </Page>
    );
  return <Spinner label={t(`${texts}.list.loading`)} />;
}
