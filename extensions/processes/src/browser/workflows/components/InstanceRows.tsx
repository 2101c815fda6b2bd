import { Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'wouter';
import { useT } from '@ontobench/sdk';
import type { InstanceSummary } from '../../../common/workflows/api.ts';
import { processesPath } from '../../../common/routes.ts';
import { formatWhen } from '../format.ts';
import { InstanceStateBadge } from './StateBadge.tsx';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  end: { marginLeft: 'auto', color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

/** Instances as rows: the name (opens it), its state, workflow and object, start and end (§9 format). */
export function InstanceRows(props: { instances: InstanceSummary[]; label: string; showWorkflow?: boolean }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={props.label} data-testid="instances-list">
      {props.instances.map((instance) => (
        <li key={instance.id} className={styles.row} data-testid="instance-row">
          <Link href={processesPath.instance(instance.id)} asChild>
            <FluentLink>{instance.name}</FluentLink>
          </Link>
          <InstanceStateBadge state={instance.state} />
          <span className={styles.muted}>
            {[
              props.showWorkflow !== false && `${t('workflows.instances.workflow')}: ${instance.workflow.name}`,
              instance.object && `${t('workflows.instances.object')}: ${instance.object.name}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span className={styles.end}>
            {formatWhen(instance.startDate)}
            {instance.endDate && ` — ${formatWhen(instance.endDate)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
