import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { CHANGES, type CompareView } from '../compare-view.ts';
import { useChangeStyles } from './change-colors.ts';

const useStyles = makeStyles({
  legend: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  swatch: { padding: '2px 8px', borderRadius: tokens.borderRadiusSmall, color: tokens.colorNeutralForeground1 },
  label: { fontWeight: tokens.fontWeightSemibold, marginRight: tokens.spacingHorizontalXS },
});

/** The legend of the compare's colours, each with its word and how many rows have it. */
export function CompareSummary({ counts }: { counts: CompareView['counts'] }) {
  const { t } = useT();
  const styles = useStyles();
  const colors = useChangeStyles();
  return (
    <p className={styles.legend} data-testid="sdoc-compare-legend">
      <span className={styles.label}>{t('compare.legend')}:</span>
      {CHANGES.map((change) => (
        <Badge
          key={change}
          appearance="outline"
          shape="rounded"
          className={mergeClasses(styles.swatch, colors[change])}
          data-testid={`sdoc-compare-count-${change}`}
        >
          {t(`compare.count.${change}`, { count: counts[change] })}
        </Badge>
      ))}
    </p>
  );
}
