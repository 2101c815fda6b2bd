import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useT, type DocumentComponentProps } from '@ontobench/sdk';
import { readCallout } from '../callout.ts';

/** The callout as readers see it: a Fluent message bar in the callout's tone. */
export default function CalloutView({ elementId, content, settings }: DocumentComponentProps) {
  const { t } = useT();
  const callout = readCallout(content, settings);
  return (
    <MessageBar intent={callout.tone} data-element-id={elementId} data-testid="callout">
      <MessageBarBody>{callout.text.trim() === '' ? t('empty') : callout.text}</MessageBarBody>
    </MessageBar>
  );
}
