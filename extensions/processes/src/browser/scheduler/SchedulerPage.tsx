import { useRef, useState } from 'react';
import { Badge, Button, Tooltip } from '@fluentui/react-components';
import { AddRegular, HistoryRegular, PlayRegular } from '@fluentui/react-icons';
import { useLocation, useSearch } from 'wouter';
import { ObjectListPage, Services, useErrorText, useService, useT } from '@ontobench/sdk';
import type { SchedulerTaskDto } from '../../common/scheduler/api.ts';
import { processesPath } from '../../common/routes.ts';
import { formatWhen } from '../workflows/format.ts';
import { deleteTask, listTasks, runTask } from './api.ts';
import { RunsDialog } from './RunsDialog.tsx';
import { TaskDialog } from './TaskDialog.tsx';

/**
 * `/scheduler` (shell.md §2; domain.md §3 "Scheduler task"; issue 19 item 6): the tasks the user reads with
 * queue, cron and its next run, active as «Активно» / «Не активно» (§4), the last run; run now, the history
 * of runs with their output, create, edit (the name's link: `?task=<id>`), delete. The SDK's list page.
 */
export default function SchedulerPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const editing = new URLSearchParams(useSearch()).get('task');
  const [creating, setCreating] = useState(false);
  const [history, setHistory] = useState<SchedulerTaskDto | null>(null);
  const [version, setVersion] = useState(0);
  const tasks = useRef(new Map<string, SchedulerTaskDto>());
  // A load re-renders the page too, so that `?task=<id>` opens its dialog once the task is known.
  const [, setLoaded] = useState(0);
  const reload = () => setVersion((n) => n + 1);
  const edited = editing ? tasks.current.get(editing) : undefined;
  const closeEdit = () => navigate(processesPath.scheduler, { replace: true });

  const runNow = async (task: SchedulerTaskDto) => {
    try {
      await runTask(http, task.id);
      notifications.show({ text: t('scheduler.started', { name: task.name }), color: 'success' });
      reload();
      setHistory(task);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('scheduler.runFailed'))).text, color: 'error' });
    }
  };

  return (
    <ObjectListPage
      texts="scheduler.list"
      testIds={{
        page: 'scheduler-page',
        list: 'scheduler-list',
        row: 'scheduler-row',
        failed: 'scheduler-list-failed',
        empty: 'scheduler-list-empty',
        remove: 'scheduler-delete',
      }}
      loadKey={`scheduler-${version}`}
      load={async (signal) => {
        const list = await listTasks(http, signal);
        tasks.current = new Map(list.map((task) => [task.id, task]));
        setLoaded((n) => n + 1);
        return list;
      }}
      remove={(task) => deleteTask(http, task.id)}
      href={(task) => `${processesPath.scheduler}?task=${encodeURIComponent(task.id)}`}
      canDelete={(task) => task.access === 'edit'}
      badge={(task) => (
        <Badge appearance="tint" color={task.active ? 'success' : 'informative'} data-testid="scheduler-active">
          {task.active ? t('scheduler.active') : t('scheduler.inactive')}
        </Badge>
      )}
      detail={(task) => (
        <>
          {t('scheduler.queue', { queue: task.queue })} · <code>{task.cron}</code> ·{' '}
          {task.nextRun ? t('scheduler.next', { date: formatWhen(task.nextRun) }) : t('scheduler.noNext')}
        </>
      )}
      meta={(task) =>
        task.lastRun
          ? t('scheduler.last', {
              date: formatWhen(task.lastRun.startedAt ?? task.lastRun.createdAt),
              status: t(`scheduler.status.${task.lastRun.status}`),
            })
          : t('scheduler.never')
      }
      actions={(task) => (
        <>
          {task.access === 'edit' && (
            <Tooltip content={t('scheduler.runNow', { name: task.name })} relationship="label">
              <Button
                appearance="subtle"
                icon={<PlayRegular />}
                onClick={() => void runNow(task)}
                data-testid="scheduler-run"
              />
            </Tooltip>
          )}
          <Tooltip content={t('scheduler.history', { name: task.name })} relationship="label">
            <Button
              appearance="subtle"
              icon={<HistoryRegular />}
              onClick={() => setHistory(task)}
              data-testid="scheduler-history"
            />
          </Tooltip>
        </>
      )}
      create={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => setCreating(true)}
          data-testid="scheduler-create"
        >
          {t('scheduler.list.create')}
        </Button>
      }
    >
      {(creating || edited) && (
        <TaskDialog
          task={creating ? null : (edited ?? null)}
          onClose={() => (creating ? setCreating(false) : closeEdit())}
          onSaved={() => {
            if (creating) setCreating(false);
            else closeEdit();
            reload();
          }}
        />
      )}
      {history && <RunsDialog task={history} onClose={() => setHistory(null)} />}
    </ObjectListPage>
  );
}
