import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ListStates, Services, useLoad, useService, useT, type Loaded } from '@ontobench/sdk';
import type { SchedulerRun, SchedulerTaskDto } from '../../common/scheduler/api.ts';
import { formatWhen } from '../workflows/format.ts';
import { listRuns } from './api.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, 96vw)' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '12px' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  output: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    padding: tokens.spacingHorizontalS,
    maxHeight: '240px',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const COLORS = { pending: 'informative', running: 'warning', completed: 'success', error: 'danger' } as const;
/** While a run is queued or running, the history is read again this often. */
const POLL_MS = 1_500;

/** The runs of a task, newest first: start, end, status and output (or error); refreshed while one runs. */
export function RunsDialog(props: { task: SchedulerTaskDto; onClose: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`scheduler-runs-${props.task.id}-${attempt}`, (signal) => listRuns(http, props.task.id, signal));
  // A poll's reload keeps showing the runs read last instead of the loading state.
  const last = useRef<SchedulerRun[] | null>(null);
  if (load.status === 'ready') last.current = load.value;
  const shown: Loaded<SchedulerRun[]> =
    load.status === 'loading' && last.current ? { status: 'ready', value: last.current } : load;
  const open = shown.status === 'ready' && shown.value.some((r) => r.status === 'pending' || r.status === 'running');
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [open, attempt]);

  const run = (r: SchedulerRun) => (
    <li key={r.id} data-testid="scheduler-run-row">
      <div className={styles.head}>
        <Badge appearance="tint" color={COLORS[r.status]}>
          {t(`scheduler.status.${r.status}`)}
        </Badge>
        <span>
          {t('scheduler.runs.started')}: {formatWhen(r.startedAt ?? r.createdAt)}
        </span>
        <span>
          {t('scheduler.runs.finished')}: {formatWhen(r.finishedAt)}
        </span>
      </div>
      {r.error && <pre className={mergeClasses(styles.output, styles.error)}>{r.error}</pre>}
      {r.status === 'completed' &&
        (props.task.access === 'edit' ? (
          <pre className={styles.output} aria-label={t('scheduler.runs.output')} data-testid="scheduler-run-output">
            {JSON.stringify(r.output, null, 2)}
          </pre>
        ) : (
          <span>{t('scheduler.runs.hidden')}</span>
        ))}
    </li>
  );

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface className={styles.surface} data-testid="scheduler-runs">
        <DialogBody>
          <DialogTitle>{t('scheduler.runs.title', { name: props.task.name })}</DialogTitle>
          <DialogContent>
            <ListStates
              load={shown}
              isEmpty={(runs) => runs.length === 0}
              texts="scheduler.runs"
              testIds={{ failed: 'scheduler-runs-failed', empty: 'scheduler-runs-empty' }}
              onRetry={() => setAttempt((n) => n + 1)}
            >
              {(runs) => (
                <ul className={styles.list} aria-label={t('scheduler.runs.title', { name: props.task.name })}>
                  {runs.map(run)}
                </ul>
              )}
            </ListStates>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAttempt((n) => n + 1)} data-testid="scheduler-runs-refresh">
              {t('scheduler.runs.refresh')}
            </Button>
            <Button appearance="primary" onClick={props.onClose}>
              {t('scheduler.runs.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
