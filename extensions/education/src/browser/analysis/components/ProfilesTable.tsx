import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { CompetenceScore, StudentsAnalysis } from '../../../common/analysis/api.ts';
import { useTableStyles } from '../../shared/table-styles.ts';
import { ScoreCell } from './ScoreCell.tsx';

const useStyles = makeStyles({
  caption: { textAlign: 'start', color: tokens.colorNeutralForeground3, paddingBottom: tokens.spacingVerticalS },
  average: { fontWeight: tokens.fontWeightSemibold },
});

/** The group's total per competence: the sum of every student's earned and most. */
function groupScore(analysis: StudentsAnalysis, competence: string): CompetenceScore | undefined {
  const scores = analysis.students.flatMap((s) => (s.scores[competence] ? [s.scores[competence]] : []));
  if (scores.length === 0) return undefined;
  return scores.reduce((a, b) => ({ earned: a.earned + b.earned, max: a.max + b.max, units: a.units + b.units }));
}

/** Students in rows, competences in columns, each cell the share of points earned; the group's row last. */
export function ProfilesTable(props: { analysis: StudentsAnalysis }) {
  const { t } = useT();
  const styles = useStyles();
  const table = useTableStyles();
  const name = mergeClasses(table.cell, table.sticky);
  const { analysis } = props;
  const label = (competence: string) => competence || t('analysis.noCompetence');
  return (
    <div className={table.scroll}>
      <table className={table.table} data-testid="analysis-table">
        <caption className={styles.caption}>{t('analysis.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={table.head}>
              {t('analysis.student')}
            </th>
            {analysis.competences.map((c) => (
              <th key={c} scope="col" className={table.head}>
                {label(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {analysis.students.map((student) => (
            <tr key={student.id} className={table.row} data-testid="analysis-row">
              <th scope="row" className={name}>
                {student.name}
              </th>
              {analysis.competences.map((c) => (
                <td key={c} className={table.cell}>
                  <ScoreCell competence={label(c)} score={student.scores[c]} />
                </td>
              ))}
            </tr>
          ))}
          {analysis.students.length > 1 && (
            <tr className={styles.average}>
              <th scope="row" className={name}>
                {t('analysis.average')}
              </th>
              {analysis.competences.map((c) => (
                <td key={c} className={table.cell}>
                  <ScoreCell competence={label(c)} score={groupScore(analysis, c)} />
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
