import { ToolbarButton, Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

/** One toolbar button: an icon with its name as aria-label and its name and key as tooltip. */
export function ToolbarAction(props: {
  label: string;
  shortcut: string;
  icon: ReactElement;
  onClick(): void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <Tooltip content={`${props.label} (${props.shortcut})`} relationship="description" withArrow>
      <ToolbarButton
        aria-label={props.label}
        appearance="subtle"
        icon={props.icon}
        disabled={props.disabled}
        onClick={props.onClick}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}
