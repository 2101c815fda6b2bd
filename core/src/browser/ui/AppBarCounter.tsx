import type { ReactElement } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { liveCountText, type LiveCount } from './use-live-count.ts';

/** Props of {@link AppBarCounter}. */
export interface AppBarCounterProps {
  /** The bar's colours, as the top bar hands them to its items. */
  className?: string;
  /** What `useLiveCount` answers. */
  count: LiveCount;
  /** The button's name and tooltip, said for the count as it stands (some, none, failed). */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  /** `data-testid`s of the button and of the number in it. */
  testIds: { button: string; count: string };
}

/**
 * A top-bar counter (shell.md §8, the approvals counter): an icon button named by `label`, with the number
 * beside the icon — nothing for 0 or not yet, «???» when the last ask failed (`liveCountText`).
 */
export function AppBarCounter({ className, count, label, icon, onClick, testIds }: AppBarCounterProps) {
  const text = liveCountText(count);
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="transparent" className={className} icon={icon} data-testid={testIds.button} onClick={onClick}>
        {text && <span data-testid={testIds.count}>{text}</span>}
      </Button>
    </Tooltip>
  );
}
