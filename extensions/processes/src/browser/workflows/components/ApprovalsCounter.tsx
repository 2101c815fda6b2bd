import { TaskListSquareLtrRegular } from '@fluentui/react-icons';
import { AppBarCounter, Services, useLiveCount, useService } from '@ontobench/sdk';
import { TASKS_CHANNEL } from '../../../common/workflows/api.ts';
import { processesPath } from '../../../common/routes.ts';
import { approvalsCount } from '../api.ts';
import { onApprovalsChanged } from '../approvals-events.ts';

/** How often the counter asks again without a notice (ms). */
export const APPROVALS_REFRESH_MS = 60_000;

/**
 * The approvals counter of the top bar (shell.md §4, §8; issue 19 item 5): the tasks in progress the user
 * may complete, asked on start, every minute, on every task notice of the area's channel and when the
 * user completes a task here; a click
 * opens `/userTasks`.
 */
export function ApprovalsCounter({ className }: { className?: string }) {
  const http = useService(Services.Http);
  const count = useLiveCount((signal) => approvalsCount(http, signal), {
    channel: `processes/${TASKS_CHANNEL}`,
    everyMs: APPROVALS_REFRESH_MS,
    refreshOn: onApprovalsChanged,
  });

  return (
    <AppBarCounter
      className={className}
      count={count}
      labels={{ some: 'workflows.approvals', none: 'workflows.approvalsNone', failed: 'workflows.approvalsFailed' }}
      icon={<TaskListSquareLtrRegular />}
      to={processesPath.userTasks}
      testIds={{ button: 'approvals-counter', count: 'approvals-count' }}
    />
  );
}
