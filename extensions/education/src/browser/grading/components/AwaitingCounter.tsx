import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { AppBarCounter, Services, useLiveCount, useService } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import { SUBMISSIONS_CHANNEL } from '../../../common/grading/api.ts';
import { needMarksCount } from '../api.ts';
import { workMarked } from '../marked.ts';

/** How often the counter asks again without a notice (ms), for a notice lost meanwhile. */
export const AWAITING_REFRESH_MS = 60_000;

/**
 * The teacher's count of work awaiting a mark, in the top bar (beside the approvals counter; shown under the
 * `education.teaches` key): asked on start, every minute, on each `education/submissions` notice (a work
 * submitted or marked), on a reconnect and when the teacher marks a work here; a click opens
 * `/edu/awaiting-grades`.
 */
export function AwaitingCounter({ className }: { className?: string }) {
  const http = useService(Services.Http);
  const count = useLiveCount((signal) => needMarksCount(http, signal), {
    channel: `education/${SUBMISSIONS_CHANNEL}`,
    everyMs: AWAITING_REFRESH_MS,
    refreshOn: workMarked.listen,
  });
  return (
    <AppBarCounter
      className={className}
      count={count}
      labels={{ some: 'grading.counter.some', none: 'grading.counter.none', failed: 'grading.counter.failed' }}
      icon={<ClipboardTaskListLtrRegular />}
      to={eduPath.awaitingGrades}
      testIds={{ button: 'awaiting-counter', count: 'awaiting-count' }}
    />
  );
}
