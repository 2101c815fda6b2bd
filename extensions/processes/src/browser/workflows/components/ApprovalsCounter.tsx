import { TaskListSquareLtrRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { AppBarCounter, Services, useLiveCount, useService, useT } from '@ontobench/sdk';
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
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const count = useLiveCount((signal) => approvalsCount(http, signal), {
    channel: `processes/${TASKS_CHANNEL}`,
    everyMs: APPROVALS_REFRESH_MS,
    refreshOn: onApprovalsChanged,
  });

  return (
    <AppBarCounter
      className={className}
      count={count}
      label={
        count === 'failed'
          ? t('workflows.approvalsFailed')
          : count
            ? t('workflows.approvals', { count })
            : t('workflows.approvalsNone')
      }
      icon={<TaskListSquareLtrRegular />}
      onClick={() => navigate(processesPath.userTasks)}
      testIds={{ button: 'approvals-counter', count: 'approvals-count' }}
    />
  );
}
