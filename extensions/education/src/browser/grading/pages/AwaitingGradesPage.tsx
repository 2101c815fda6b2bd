import { useState } from 'react';
import { ListStates, Page, Services, useLiveLoad, useService, useT } from '@ontobench/sdk';
import { SUBMISSIONS_CHANNEL, type AwaitingNotice } from '../../../common/grading/api.ts';
import { needMarks } from '../api.ts';
import { GradeCard } from '../components/GradeCard.tsx';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, listStyle: 'none', padding: 0 },
});

/**
 * `/edu/awaiting-grades` (shell.md §2; issue 20 item 5; domain.md §7 `edu/flows-need-marks`): the submitted work of
 * the user's courses' flows (§6) waiting for a mark — the student's texts, then mark, comment and save. The mark
 * reaches the student live; the work leaves this list. Work submitted meanwhile (`education/submissions`, sent to
 * the course's teachers) joins the list in place, with a notice of who submitted what; work a colleague marked
 * leaves it, with a notice of who marked it; marks being typed for the other works stay.
 */
export default function AwaitingGradesPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const session = useService(Services.Session);
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const load = useLiveLoad(
    `edu-awaiting-${attempt}`,
    (signal) => needMarks(http, signal),
    `education/${SUBMISSIONS_CHANNEL}`,
    (notice: AwaitingNotice) => {
      if (notice.kind === 'submitted')
        notifications.show({
          text: t('grading.awaiting.arrived', { student: notice.studentName, unit: notice.unitName }),
          color: 'info',
        });
      // The user's own mark (from another tab too) needs no word.
      else if (notice.teacherId !== session.user?.id)
        notifications.show({
          text: t('grading.awaiting.markedByColleague', {
            teacher: notice.teacherName,
            student: notice.studentName,
            unit: notice.unitName,
          }),
          color: 'info',
        });
    },
  );
  return (
    <Page title={t('grading.awaitingTitle')} testId="edu-awaiting-page">
      <ListStates
        texts="grading.awaiting"
        testIds={{ failed: 'awaiting-failed', empty: 'awaiting-empty' }}
        load={load}
        isEmpty={(rows) => rows.every((r) => done.has(r.instanceId))}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(rows) => (
          <ul className={styles.list} data-testid="awaiting-list">
            {rows
              .filter((r) => !done.has(r.instanceId))
              .map((row) => (
                <GradeCard
                  key={row.instanceId}
                  row={row}
                  onMarked={() => setDone((all) => new Set([...all, row.instanceId]))}
                />
              ))}
          </ul>
        )}
      </ListStates>
    </Page>
  );
}
