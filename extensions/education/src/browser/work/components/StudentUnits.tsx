import { useLocation, useSearch } from 'wouter';
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { FlowDetail } from '../../../common/flows/api.ts';
import { MarkCell } from '../../flows/components/MarkCell.tsx';
import { UnitWork } from './UnitWork.tsx';

const useStyles = makeStyles({
  layout: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap', alignItems: 'flex-start' },
  units: { listStyle: 'none', margin: 0, padding: 0, minWidth: '240px', flex: '0 1 320px' },
  unit: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  chosen: { backgroundColor: tokens.colorNeutralBackground1Selected },
  section: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  open: { justifyContent: 'flex-start', textAlign: 'start', paddingLeft: 0 },
  work: { flex: '1 1 480px', minWidth: 0 },
});

/** The student's view of their flow: its units with their marks; a unit opened to answer, or to see how it went. */
export function StudentUnits(props: { detail: FlowDetail; onSubmitted: () => void }) {
  const { t } = useT();
  const styles = useStyles();
  const { detail } = props;
  const me = detail.students[0];
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  // The unit opened stays in the address (`aoe_id`): a reload, or a live mark's, keeps it open.
  const chosen = query.get('aoe_id');
  const setChosen = (aoeId: string) => {
    query.set('aoe_id', aoeId);
    navigate(`/edu/flow?${query}`, { replace: true });
  };
  if (!me) return null;
  return (
    <div className={styles.layout}>
      <ul className={styles.units} data-testid="student-units" aria-label={t('work.units')}>
        {detail.units.map((u) => (
          <li
            key={u.id}
            className={mergeClasses(styles.unit, chosen === u.id && styles.chosen)}
            data-testid="student-unit"
          >
            <div>
              <Button
                appearance="transparent"
                className={styles.open}
                onClick={() => setChosen(u.id)}
                data-testid="student-unit-open"
              >
                {u.name}
              </Button>
              {u.section && <div className={styles.section}>{u.section}</div>}
            </div>
            <MarkCell progress={me.progress[u.id]} />
          </li>
        ))}
      </ul>
      <div className={styles.work}>
        {chosen && detail.units.some((u) => u.id === chosen) ? (
          <UnitWork
            key={chosen}
            flowId={detail.flow.id}
            studentId={me.id}
            unit={detail.units.find((u) => u.id === chosen)!}
            onSubmitted={props.onSubmitted}
          />
        ) : (
          <Text>{t('work.chooseUnit')}</Text>
        )}
      </div>
    </div>
  );
}
