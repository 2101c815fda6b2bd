import { Button, Tooltip } from '@fluentui/react-components';
import { ClipboardTaskListLtrRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { Services, liveCountText, useLiveCount, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import { SUBMISSIONS_CHANNEL } from '../../../common/grading/api.ts';
import { needMarksCount } from '../api.ts';
import { workMarked } from '../marked.ts';

/** How often the counter asks again without a notice (ms): a colleague's marks send none. */
export const AWAITING_REFRESH_MS = 60_000;

/**
 * The teacher's count of work awaiting a mark, in the top bar (beside the approvals counter; shown under the
 * `education.teaches` key): asked on start, every minute, on each `education/submissions` notice, on a
 * reconnect and when the teacher marks a work here; a click opens `/edu/awaiting-grades`.
 */
export function AwaitingCounter({ className }: { className?: string }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const count = useLiveCount((signal) => needMarksCount(http, signal), {
    channel: `education/${SUBMISSIONS_CHANNEL}`,
    everyMs: AWAITING_REFRESH_MS,
    refreshOn: workMarked.listen,
  });
  const text = liveCountText(count);
  const label =
    count === 'failed'
      ? t('grading.counter.failed')
      : count
        ? t('grading.counter.some', { count })
        : t('grading.counter.none');
  return (
    <Tooltip content={label} relationship="label">
      <Button
        appearance="transparent"
        className={className}
        icon={<ClipboardTaskListLtrRegular />}
        data-testid="awaiting-counter"
        onClick={() => navigate(eduPath.awaitingGrades)}
      >
        {text && <span data-testid="awaiting-count">{text}</span>}
      </Button>
    </Tooltip>
  );
}
