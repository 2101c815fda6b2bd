import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { EmptyState, useT } from '@ontobench/sdk';
import type { InstanceStep } from '../../../common/workflows/api.ts';
import { formatWhen } from '../format.ts';

const useStyles = makeStyles({ scroll: { overflowX: 'auto' }, table: { minWidth: '560px' } });

/** An instance's history of steps: each activity with its type, start, end (§9 format) and note. */
export function StepHistory({ steps }: { steps: InstanceStep[] }) {
  const { t } = useT();
  const styles = useStyles();
  if (steps.length === 0) return <EmptyState title={t('workflows.instance.historyEmpty')} />;
  return (
    <div className={styles.scroll}>
      <Table
        size="small"
        className={styles.table}
        aria-label={t('workflows.instance.history')}
        data-testid="instance-history"
      >
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('workflows.instance.step')}</TableHeaderCell>
            <TableHeaderCell>{t('workflows.instance.stepType')}</TableHeaderCell>
            <TableHeaderCell>{t('workflows.instance.stepStarted')}</TableHeaderCell>
            <TableHeaderCell>{t('workflows.instance.stepEnded')}</TableHeaderCell>
            <TableHeaderCell>{t('workflows.instance.stepNote')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {steps.map((step, i) => (
            <TableRow key={`${step.elementId}-${i}`} data-testid="instance-step">
              <TableCell>{step.name}</TableCell>
              <TableCell>{step.type.replace(/^bpmn:/, '')}</TableCell>
              <TableCell>{formatWhen(step.startedAt)}</TableCell>
              <TableCell>{step.endedAt ? formatWhen(step.endedAt) : '—'}</TableCell>
              <TableCell>{step.note ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
