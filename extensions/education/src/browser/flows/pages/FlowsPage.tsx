import { useState } from 'react';
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { AppLink, ListStates, Page, Services, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import { eduPath } from '../../../common/app/routes.ts';
import type { FlowDto } from '../../../common/flows/api.ts';
import { joinFlow, listCourses, listFlows } from '../api.ts';
import { FlowDialog } from '../components/FlowDialog.tsx';
import { useTableStyles } from '../../shared/table-styles.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
  links: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * `/edu/flows` (shell.md §2; issue 20 item 3): the flows the user teaches (domain.md §6: of their courses), is in,
 * or may join (of the courses they are a student of). Teachers create a flow; a student joins one — at once up to
 * the self-registration threshold, or as a request a teacher approves.
 */
export default function FlowsPage() {
  const { t } = useT();
  const styles = useStyles();
  const table = useTableStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);
  const load = useLoad(`edu-flows-${attempt}`, (signal) => listFlows(http, signal));
  const courses = useLoad('edu-flows-courses', (signal) => listCourses(http, signal).catch(() => []));
  const teachable = courses.status === 'ready' ? courses.value : [];

  const join = async (flow: FlowDto) => {
    try {
      const { status } = await joinFlow(http, flow.id);
      notifications.show({ text: t(`flows.list.${status}`, { name: flow.name }), color: 'success' });
      setAttempt((n) => n + 1);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('flows.list.joinFailed'))).text, color: 'error' });
    }
  };

  return (
    <Page title={t('flows.title')} testId="edu-flows-page">
      {teachable.length > 0 && (
        <div className={styles.bar}>
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => setCreating(true)}
            data-testid="flow-create"
          >
            {t('flows.list.create')}
          </Button>
        </div>
      )}
      <ListStates
        texts="flows.list"
        testIds={{ failed: 'flows-failed', empty: 'flows-empty' }}
        load={load}
        isEmpty={(list) => list.length === 0}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(list) => (
          <div className={table.scroll}>
            <table className={table.table} data-testid="flows-table">
              <thead>
                <tr>
                  <th className={table.head}>{t('flows.list.name')}</th>
                  <th className={table.head}>{t('flows.list.course')}</th>
                  <th className={table.head}>{t('flows.list.students')}</th>
                  <th className={table.head}>{t('flows.list.state')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((flow) => (
                  <tr key={flow.id} className={table.row} data-testid="flow-row">
                    <td className={table.cell}>
                      {flow.role === 'none' || flow.role === 'pending' ? (
                        <Text weight="semibold">{flow.name}</Text>
                      ) : (
                        <AppLink href={eduPath.flow(flow.id, flow.courseId)} data-testid="flow-link">
                          {flow.name}
                        </AppLink>
                      )}
                      <div className={table.muted}>{flow.code}</div>
                    </td>
                    <td className={table.cell}>{flow.courseName}</td>
                    <td className={table.cell}>
                      {t('flows.list.count', { count: flow.students })}
                      {flow.pending > 0 && (
                        <div className={table.muted}>{t('flows.list.pendingCount', { count: flow.pending })}</div>
                      )}
                    </td>
                    <td className={table.cell}>
                      {flow.role === 'teacher' && (
                        <div className={styles.links}>
                          <AppLink href={eduPath.flowSummary(flow.id, flow.courseId)}>
                            {t('flows.list.summary')}
                          </AppLink>
                          <AppLink href={`${eduPath.flowCards}?flow_id=${encodeURIComponent(flow.id)}`}>
                            {t('flows.list.cards')}
                          </AppLink>
                        </div>
                      )}
                      {flow.role === 'student' && (
                        <Badge appearance="tint" color="success">
                          {t('flows.list.member')}
                        </Badge>
                      )}
                      {flow.role === 'pending' && (
                        <Badge appearance="tint" color="warning">
                          {t('flows.list.waiting')}
                        </Badge>
                      )}
                      {flow.role === 'none' && (
                        <Button size="small" onClick={() => void join(flow)} data-testid="flow-join">
                          {flow.approval ? t('flows.list.request') : t('flows.list.join')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListStates>
      {creating && (
        <FlowDialog
          courses={teachable}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </Page>
  );
}
