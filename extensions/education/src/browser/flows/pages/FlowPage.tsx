import { useCallback, useEffect, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useSearch } from 'wouter';
import { AppLink, EmptyState, ListStates, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import type { FlowDetail } from '../../../common/flows/api.ts';
import { MARKS_CHANNEL, type MarkNotice } from '../../../common/grading/api.ts';
import { getFlow, listCourses } from '../api.ts';
import { FlowDialog } from '../components/FlowDialog.tsx';
import { StudentsProgress } from '../components/StudentsProgress.tsx';
import { StudentUnits } from '../../work/components/StudentUnits.tsx';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
  links: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * `/edu/flow?flow_id&course_id` (shell.md §2; issue 20 items 3–4): the flow's course units (its structure, not-active
 * items left out). A teacher sees each student's progress and the requests to approve; a student their units, a
 * unit's questions to answer and submit, and the marks — a teacher's mark arrives live (`education/marks`).
 */
export default function FlowPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const realtime = useService(Services.Realtime);
  const query = new URLSearchParams(useSearch());
  const flowId = query.get('flow_id') ?? '';
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState(false);
  const key = `edu-flow-${flowId}-${attempt}`;
  const loaded = useLoad(key, (signal) => getFlow(http, flowId, signal));
  // Later changes (a submit, an approval, a mark arriving) reload in place: what is open and typed stays.
  const [live, setLive] = useState<{ key: string; detail: FlowDetail } | null>(null);
  const reload = useCallback(() => {
    getFlow(http, flowId).then(
      (detail) => setLive({ key, detail }),
      () => undefined,
    );
  }, [http, flowId, key]);
  const load =
    loaded.status === 'ready' && live?.key === key ? { status: 'ready' as const, value: live.detail } : loaded;

  // A mark for this student (the server sends it to them alone) refreshes their progress.
  useEffect(() => {
    const sub = realtime.subscribe(`education/${MARKS_CHANNEL}`, (notice) => {
      if ((notice as MarkNotice | null)?.flowId === flowId) reload();
    });
    return () => sub.dispose();
  }, [realtime, flowId, reload]);

  if (!flowId)
    return (
      <Page title={t('flows.flowTitle')} testId="edu-flow-page">
        <EmptyState title={t('flows.flow.noFlow')} />
      </Page>
    );

  const title = load.status === 'ready' ? load.value.flow.name : t('flows.flowTitle');
  return (
    <Page title={title} testId="edu-flow-page">
      <ListStates
        texts="flows.flow"
        testIds={{ failed: 'flow-failed', empty: 'flow-empty' }}
        load={load}
        isEmpty={() => false}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(detail) => (
          <>
            <div className={styles.head}>
              <Text className={styles.muted}>
                {t('flows.flow.course', { course: detail.flow.courseName, code: detail.flow.code })}
              </Text>
              {detail.flow.goal && <Text data-testid="flow-goal-text">{detail.flow.goal}</Text>}
              {detail.flow.role === 'teacher' && (
                <div className={styles.links}>
                  <AppLink
                    href={eduPath.flowSummary(detail.flow.id, detail.flow.courseId)}
                    data-testid="flow-summary-link"
                  >
                    {t('flows.list.summary')}
                  </AppLink>
                  <AppLink href={`${eduPath.flowCards}?flow_id=${encodeURIComponent(detail.flow.id)}`}>
                    {t('flows.list.cards')}
                  </AppLink>
                  <Button icon={<EditRegular />} size="small" onClick={() => setEditing(true)} data-testid="flow-edit">
                    {t('flows.flow.edit')}
                  </Button>
                </div>
              )}
            </div>
            {detail.flow.role === 'teacher' ? (
              <StudentsProgress detail={detail} onChanged={reload} />
            ) : detail.flow.role === 'student' ? (
              <StudentUnits detail={detail} onSubmitted={reload} />
            ) : (
              <EmptyState title={t('flows.flow.notMember')} />
            )}
            {editing && (
              <EditFlow
                detail={detail}
                onClose={() => setEditing(false)}
                onSaved={() => {
                  setEditing(false);
                  reload();
                }}
              />
            )}
          </>
        )}
      </ListStates>
    </Page>
  );
}

function EditFlow(props: {
  detail: { flow: Parameters<typeof FlowDialog>[0]['flow'] & object };
  onClose: () => void;
  onSaved: () => void;
}) {
  const http = useService(Services.Http);
  const courses = useLoad('edu-flow-courses', (signal) => listCourses(http, signal).catch(() => []));
  const flow = props.detail.flow;
  const list =
    courses.status === 'ready' && courses.value.some((c) => c.id === flow.courseId)
      ? courses.value
      : [{ id: flow.courseId, name: flow.courseName }];
  return <FlowDialog courses={list} flow={flow} onClose={props.onClose} onSaved={props.onSaved} />;
}
