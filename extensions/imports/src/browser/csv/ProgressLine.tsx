import { ProgressBar, Field } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { CsvProgress } from './api.ts';

/** The job's progress while it runs (JOB_PROGRESS through the status poll): the stage and rows written. */
export function ProgressLine(props: { progress: CsvProgress | null }) {
  const { t } = useT();
  const p = props.progress;
  const text = !p
    ? t('csv.progress.start')
    : p.status === 'writing'
      ? t('csv.progress.writing', { done: p.done ?? 0, total: p.total ?? 0 })
      : t(
          `csv.progress.${p.status === 'checking' || p.status === 'done' || p.status === 'error' ? p.status : 'start'}`,
        );
  const value = p?.status === 'writing' && p.total ? (p.done ?? 0) / p.total : undefined;
  return (
    <Field validationMessage={text} validationState="none" data-testid="imports-progress">
      <ProgressBar value={value} aria-label={text} />
    </Field>
  );
}
