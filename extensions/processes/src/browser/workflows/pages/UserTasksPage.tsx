import { useState } from 'react';
import { Field, Select, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ListStates, Page, Services, useLiveLoad, useService, useT } from '@ontobench/sdk';
import { TASK_STATUSES, TASKS_CHANNEL, type TaskStatus, type UserTaskDto } from '../../../common/workflows/api.ts';
import { listTasks } from '../api.ts';
import { approvalsChanged } from '../approvals-events.ts';
import { CompleteTaskDialog } from '../components/CompleteTaskDialog.tsx';
import { TaskRows } from '../components/TaskRows.tsx';

type Scope = 'mine' | 'group';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalM,
  },
});

/**
 * `/userTasks` (shell.md §2; issue 19 item 4): «Мои задачи» and «Задачи моих ролей», by §4 status (in
 * progress first), each with its result, comment and files; complete one (result, comment, files). A task
 * notice on the area's channel (`processes/tasks`) reloads the list in place, so a task given to a role
 * reaches every holder live.
 */
export default function UserTasksPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const [scope, setScope] = useState<Scope>('mine');
  const [status, setStatus] = useState<TaskStatus | ''>('inProgress');
  const [attempt, setAttempt] = useState(0);
  const [completing, setCompleting] = useState<UserTaskDto | null>(null);
  const key = `${scope}-${status}-${attempt}`;
  // A notice's reload replaces the rows in place (no spinner), for the list it was asked for.
  const shown = useLiveLoad(
    `user-tasks-${key}`,
    (signal) => listTasks(http, scope, status || null, signal),
    `processes/${TASKS_CHANNEL}`,
  );
  return (
    <Page title={t('workflows.tasks.title')} testId="tasks-page">
      <div className={styles.bar}>
        <TabList
          selectedValue={scope}
          onTabSelect={(_, d) => setScope(d.value as Scope)}
          aria-label={t('workflows.tasks.title')}
        >
          <Tab value="mine" data-testid="tasks-mine">
            {t('workflows.tasks.mine')}
          </Tab>
          <Tab value="group" data-testid="tasks-group">
            {t('workflows.tasks.group')}
          </Tab>
        </TabList>
        <Field label={t('workflows.tasks.status')} orientation="horizontal">
          <Select value={status} onChange={(_, d) => setStatus(d.value as TaskStatus | '')} data-testid="tasks-status">
            <option value="">{t('workflows.tasks.allStatuses')}</option>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`workflows.status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <ListStates
        load={shown}
        isEmpty={(tasks) => tasks.length === 0}
        texts="workflows.tasks"
        testIds={{ failed: 'tasks-failed', empty: 'tasks-empty' }}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        {(tasks) => <TaskRows tasks={tasks} label={t(`workflows.tasks.${scope}`)} onComplete={setCompleting} />}
      </ListStates>
      {completing && (
        <CompleteTaskDialog
          task={completing}
          onClose={() => setCompleting(null)}
          onDone={() => {
            setCompleting(null);
            notifications.show({ text: t('workflows.complete.done'), color: 'success' });
            setAttempt((n) => n + 1);
            approvalsChanged();
          }}
        />
      )}
    </Page>
  );
}
