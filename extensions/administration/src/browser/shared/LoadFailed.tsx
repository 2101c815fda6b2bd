import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';

/** A list that did not load: the reason and a retry button. */
export function LoadFailed(props: { text: string; onRetry: () => void; testId: string }) {
  const { t } = useT();
  return (
    <MessageBar intent="error" data-testid={props.testId}>
      <MessageBarBody>{props.text}</MessageBarBody>
      <Button size="small" onClick={props.onRetry}>
        {t('shared.retry')}
      </Button>
    </MessageBar>
  );
}
