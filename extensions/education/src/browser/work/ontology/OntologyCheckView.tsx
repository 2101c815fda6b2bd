import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { OntologyCheckReport } from '../../../common/work/ontology-check.ts';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  matched: { color: tokens.colorPaletteGreenForeground1 },
  different: { color: tokens.colorPaletteMarigoldForeground1 },
  missing: { color: tokens.colorPaletteRedForeground1 },
  extra: { color: tokens.colorNeutralForeground3 },
});

/**
 * What the ontology task's check found (common/work/ontology-check.ts), item by item: each reference term
 * matched, different (what was expected, what was found) or missing, and the student's extra terms. The same
 * text for the student and the teacher.
 */
export function OntologyCheckView(props: { report: OntologyCheckReport }) {
  const { t } = useT();
  const styles = useStyles();
  const { report } = props;
  if (report.status === 'awaiting')
    return <Text data-testid="ontology-check">{t(`work.check.reason.${report.reason ?? 'nothingToCheck'}`)}</Text>;
  return (
    <div data-testid="ontology-check">
      <Text>{t('work.check.summary', { matched: report.matched, total: report.total })}</Text>
      <ul className={styles.list}>
        {report.items.map((item) => (
          <li key={`${item.kind}:${item.name}`} className={styles[item.result]} data-testid="ontology-check-item">
            {t(`work.check.${item.result}`, {
              kind: t(`work.check.kind.${item.kind}`),
              name: item.name,
              expected: item.expected.join(', '),
              found: item.found.join(', ') || '—',
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
