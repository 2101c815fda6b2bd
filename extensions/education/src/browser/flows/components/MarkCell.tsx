import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { UnitProgress } from '../../../common/flows/api.ts';

const useStyles = makeStyles({ none: { color: tokens.colorNeutralForeground3 } });

/** One student's work on one unit: not started, awaiting the teacher, or its mark (passed or not). */
export function MarkCell(props: { progress: UnitProgress | undefined }) {
  const { t } = useT();
  const styles = useStyles();
  const p = props.progress;
  if (!p || !p.submitted)
    return (
      <span className={styles.none} aria-label={t('flows.mark.none')}>
        —
      </span>
    );
  if (!p.checked)
    return (
      <Badge appearance="tint" color="warning" data-testid="mark-awaiting">
        {t('flows.mark.awaiting')}
      </Badge>
    );
  return (
    <Badge
      appearance="tint"
      color={p.passed ? 'success' : 'danger'}
      title={p.passed ? t('flows.mark.passed') : t('flows.mark.failed')}
      data-testid="mark-value"
    >
      {p.mark ?? 0}
    </Badge>
  );
}
