import { ToolbarButton, Tooltip } from '@fluentui/react-components';
import type { ReactElement } from 'react';

export interface ToolbarActionProps {
  label: string;
  /** The shortcut shown in the tooltip, e.g. `Ctrl+B`. */
  shortcut?: string;
  icon: ReactElement;
  onClick(): void;
  /** A mark or block in force at the cursor: the button shows pressed. */
  active?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** One toolbar button: an icon with its name as tooltip and aria-label, pressed while in force. */
export function ToolbarAction({ label, shortcut, icon, onClick, active, disabled, testId }: ToolbarActionProps) {
  return (
    <Tooltip content={shortcut ? `${label} (${shortcut})` : label} relationship="description" withArrow>
      <ToolbarButton
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        appearance={active ? 'primary' : 'subtle'}
        icon={icon}
        disabled={disabled}
        // The editor keeps its selection: a click on the toolbar must not take the focus first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        data-testid={testId}
      />
    </Tooltip>
  );
}
