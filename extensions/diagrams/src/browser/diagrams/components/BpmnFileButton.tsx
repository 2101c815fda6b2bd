import { useRef, type ReactElement } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';

/**
 * A button that picks a `.bpmn` file and hands over its name and text (issue 17 item 1: import from Camunda
 * Modeler or any BPMN 2.0 tool). The browser's own file input stays hidden: its button would speak the
 * browser's language. The same file may be picked again (after an error, say).
 */
export function BpmnFileButton(props: {
  label: string;
  /** The hidden input's accessible name. */
  inputLabel: string;
  /** Icon only, the label as tooltip (the editor's toolbar). */
  iconOnly?: boolean;
  disabled?: boolean;
  testId: string;
  onFile(file: { name: string; text: string }): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const button: ReactElement = (
    <Button
      icon={<ArrowUploadRegular />}
      appearance={props.iconOnly ? 'subtle' : 'secondary'}
      disabled={props.disabled}
      onClick={() => input.current?.click()}
      data-testid={`${props.testId}-button`}
    >
      {props.iconOnly ? null : props.label}
    </Button>
  );
  return (
    <>
      {props.iconOnly ? (
        <Tooltip content={props.label} relationship="label">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept=".bpmn,.xml,application/xml,text/xml"
        aria-label={props.inputLabel}
        data-testid={props.testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void file.text().then((text) => props.onFile({ name: file.name, text }));
        }}
      />
    </>
  );
}
