import { Button, Link as FluentLink, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { Link } from 'wouter';
import { useT } from '@ontobench/sdk';
import type { UserTaskDto } from '../../../common/workflows/api.ts';
import { processesPath } from '../../../common/routes.ts';
import { formatWhen } from '../format.ts';
import { TaskStatusBadge } from './StateBadge.tsx';
import { TaskFileLinks } from './TaskFileLinks.tsx';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  end: { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  comment: { flexBasis: '100%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** User tasks as rows: name, §4 status and result, instance (a link), object, assignee or role, and "complete". */
export function TaskRows(props: { tasks: UserTaskDto[]; label: string; onComplete: (task: UserTaskDto) => void }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={props.label} data-testid="tasks-list">
      {props.tasks.map((task) => (
        <li key={task.id} className={styles.row} data-testid="task-row">
          <Text weight="semibold">{task.name}</Text>
          <TaskStatusBadge status={task.status} />
          {task.result && (
            <span data-testid="task-result">
              {t('workflows.tasks.result')}: {t(`workflows.result.${task.result}`)}
            </span>
          )}
          <span className={styles.muted}>
            <Link href={processesPath.instance(task.instance.id)} asChild>
              <FluentLink>{task.instance.name}</FluentLink>
            </Link>
            {task.object && ` · ${t('workflows.tasks.object')}: ${task.object.name}`}
            {' · '}
            {task.assignee?.name ?? (task.role ? t('workflows.tasks.role', { role: task.role.name }) : '—')}
          </span>
          {task.viewId?.startsWith('/') && (
            <Link href={task.viewId} asChild>
              <FluentLink data-testid="task-view">{t('workflows.tasks.view')}</FluentLink>
            </Link>
          )}
          <span className={styles.end}>
            <span className={styles.muted}>
              {t('workflows.tasks.changed', { date: formatWhen(task.statusChanged) })}
            </span>
            {task.canComplete && task.status === 'inProgress' && (
              <Button
                appearance="primary"
                size="small"
                icon={<CheckmarkRegular />}
                aria-label={t('workflows.tasks.completeLabel', { name: task.name })}
                onClick={() => props.onComplete(task)}
                data-testid="task-complete"
              >
                {t('workflows.tasks.complete')}
              </Button>
            )}
          </span>
          {(task.comment || task.files.length > 0) && (
            <span className={mergeClasses(styles.comment, styles.muted)}>
              {task.comment}
              {task.comment && task.files.length > 0 && ' '}
              {task.files.length > 0 && <TaskFileLinks task={task} />}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
