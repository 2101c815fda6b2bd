import { makeStyles, tokens, mergeClasses } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import { AGGREGATES } from '../../../common/api.ts';
import { REPORT_SOURCE_ROWS } from '../../../common/reports/api.ts';

const useStyles = makeStyles({
  root: { fontSize: tokens.fontSizeBase200 },
  summary: { cursor: 'pointer', fontWeight: tokens.fontWeightSemibold },
  table: { borderCollapse: 'collapse', width: '100%', margin: `${tokens.spacingVerticalS} 0` },
  cell: {
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    verticalAlign: 'top',
    textAlign: 'left',
  },
  code: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
});

/** The syntax (code, not translated) and what each form writes (a page text key). */
const FORMS: [string, string][] = [
  ['{{report.name}}', 'reportName'],
  ['{{report.annotation}}', 'reportAnnotation'],
  ['{{today}}', 'today'],
  ['{{курсы.total}}', 'total'],
  ['{{курсы.sum.Столбец}}', 'aggregate'],
  ['{{#each курсы}}\n- {{Курс}}: {{Столбец}}\n{{/each}}', 'each'],
  ['{{@index}}', 'index'],
  ['{{#if курсы}} … {{else}} … {{/if}}', 'condition'],
  ['{{table курсы}}', 'table'],
];

/** The template's syntax, folded under the editor (docs/analysis.md "Reports"). */
export function TemplateHelp() {
  const { t } = useT();
  const styles = useStyles();
  return (
    <details className={styles.root} data-testid="report-help">
      <summary className={styles.summary}>{t('reports.help.title')}</summary>
      <p>{t('reports.help.intro')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell}>{t('reports.help.syntax')}</th>
            <th className={styles.cell}>{t('reports.help.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {FORMS.map(([code, key]) => (
            <tr key={key}>
              <td className={mergeClasses(styles.cell, styles.code)}>{code}</td>
              <td className={styles.cell}>
                {t(`reports.help.${key}`)}
                {key === 'aggregate' && <span className={styles.code}> {AGGREGATES.join(', ')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('reports.help.cap', { count: REPORT_SOURCE_ROWS })}</p>
    </details>
  );
}
