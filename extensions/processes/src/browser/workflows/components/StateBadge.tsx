import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { InstanceState, TaskStatus } from '../../../common/workflows/api.ts';

const INSTANCE_COLOR: Record<InstanceState, BadgeProps['color']> = {
  running: 'brand',
  waiting: 'warning',
  completed: 'success',
  canceled: 'informative',
  failed: 'danger',
};
const TASK_COLOR: Record<TaskStatus, BadgeProps['color']> = {
  inProgress: 'brand',
  completed: 'success',
  canceled: 'informative',
  canceledByTimeout: 'warning',
};

/** An instance's state (§3 "state") in the interface's language. */
export function InstanceStateBadge({ state }: { state: InstanceState }) {
  const { t } = useT();
  return (
    <Badge appearance="tint" color={INSTANCE_COLOR[state]} data-testid="instance-state">
      {t(`workflows.state.${state}`)}
    </Badge>
  );
}

/** A user task's status (§4) in the interface's language. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useT();
  return (
    <Badge appearance="tint" color={TASK_COLOR[status]} data-testid="task-status">
      {t(`workflows.status.${status}`)}
    </Badge>
  );
}
