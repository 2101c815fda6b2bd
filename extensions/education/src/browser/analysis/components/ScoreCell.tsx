import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { CompetenceScore } from '../../../common/analysis/api.ts';

const useStyles = makeStyles({
  cell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '120px' },
  track: {
    flexGrow: 1,
    height: '8px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground5,
    overflow: 'hidden',
  },
  bar: { height: '100%' },
  low: { backgroundColor: tokens.colorPaletteRedBackground3 },
  mid: { backgroundColor: tokens.colorPaletteMarigoldBackground3 },
  high: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  value: { minWidth: '44px', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  none: { color: tokens.colorNeutralForeground3 },
});

/** The share of a score as a whole percent, or null when nothing was marked. */
export const percentOf = (score: CompetenceScore | undefined): number | null =>
  score && score.max > 0 ? Math.round((100 * score.earned) / score.max) : null;

/** One competence score: a bar (red under 50 %, amber under 75 %, green above) and the percent, details on hover. */
export function ScoreCell(props: { competence: string; score: CompetenceScore | undefined }) {
  const { t } = useT();
  const styles = useStyles();
  const percent = percentOf(props.score);
  if (percent === null || !props.score) return <span className={styles.none}>{t('analysis.noScore')}</span>;
  const tone = percent < 50 ? styles.low : percent < 75 ? styles.mid : styles.high;
  const title = t('analysis.scoreTitle', {
    competence: props.competence,
    earned: props.score.earned.toLocaleString(),
    max: props.score.max.toLocaleString(),
    units: props.score.units,
  });
  return (
    <div className={styles.cell} title={title}>
      <div className={styles.track} aria-hidden>
        <div className={mergeClasses(styles.bar, tone)} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.value}>{t('analysis.score', { percent })}</span>
    </div>
  );
}
