import type { ReactElement } from 'react';
import { Button, Tooltip } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { liveCountText, type LiveCount } from './use-live-count.ts';
import { useT } from './use-t.ts';

/** Props of {@link AppBarCounter}. */
export interface AppBarCounterProps {
  /** The bar's colours, as the top bar hands them to its items. */
  className?: string;
  /** What `useLiveCount` answers. */
  count: LiveCount;
  /**
   * Keys of the extension's texts naming the button (its tooltip too) as the count stands: `some` gets
   * `{{count}}`, `none` is for 0 or not asked yet, `failed` for a failed ask.
   */
  labels: { some: string; none: string; failed: string };
  icon: ReactElement;
  /** Where a click goes (the list the number counts). */
  to: string;
  /** `data-testid`s of the button and of the number in it. */
  testIds: { button: string; count: string };
}

/**
 * A top-bar counter (shell.md §8, the approvals counter): an icon button named by its label, with the number
 * beside the icon — nothing for 0 or not yet, «???» when the last ask failed (`liveCountText`); a click opens `to`.
 */
export function AppBarCounter({ className, count, labels, icon, to, testIds }: AppBarCounterProps) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const text = liveCountText(count);
  const label = count === 'failed' ? t(labels.failed) : count ? t(labels.some, { count }) : t(labels.none);
  return (
    <Tooltip content={label} relationship="label">
      <Button
        appearance="transparent"
        className={className}
        icon={icon}
        data-testid={testIds.button}
        onClick={() => navigate(to)}
      >
        {text && <span data-testid={testIds.count}>{text}</span>}
      </Button>
    </Tooltip>
  );
}
