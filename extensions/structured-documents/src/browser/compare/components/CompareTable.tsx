import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { CompareRow } from '../../../common/compare.ts';
import { elementText } from '../compare-view.ts';
import { useChangeStyles } from './change-colors.ts';

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
  th: {
    textAlign: 'left',
    padding: '6px 8px',
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  td: {
    padding: '6px 8px',
    verticalAlign: 'top',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  kind: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  gone: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground2 },
  change: { fontWeight: tokens.fontWeightSemibold },
  fields: { display: 'block', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

/**
 * The compare, element by element in the newer publication's order (removed ones where they were): the
 * kind, the element before and after, and the change in words — the colour only repeats it.
 */
export function CompareTable({ rows }: { rows: readonly CompareRow[] }) {
  const { t } = useT();
  const styles = useStyles();
  const colors = useChangeStyles();
  return (
    <table className={styles.table} data-testid="sdoc-compare-rows">
      <colgroup>
        <col style={{ width: '22%' }} />
        <col style={{ width: '31%' }} />
        <col style={{ width: '31%' }} />
        <col style={{ width: '16%' }} />
      </colgroup>
      <thead>
        <tr>
          <th className={styles.th}>{t('compare.column.element')}</th>
          <th className={styles.th}>{t('compare.column.before')}</th>
          <th className={styles.th}>{t('compare.column.after')}</th>
          <th className={styles.th}>{t('compare.column.change')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={`${row.change}:${row.id}`}
            className={colors[row.change]}
            data-testid="sdoc-compare-row"
            data-change={row.change}
            data-id={row.id}
          >
            <td className={styles.td} style={{ paddingLeft: `${8 + (row.depth - 1) * 16}px` }}>
              <span className={styles.kind}>{t(`kinds.${row.kind}`, { defaultValue: row.kind })}</span>
            </td>
            <td className={mergeClasses(styles.td, row.change === 'removed' && styles.gone)}>
              {elementText(row.before)}
            </td>
            <td className={styles.td}>{row.change === 'removed' ? '' : elementText(row.after)}</td>
            <td className={styles.td}>
              <span className={styles.change}>{t(`compare.change.${row.change}`)}</span>
              {row.change === 'changed' && (
                <span className={styles.fields}>
                  {t('compare.fields', { fields: row.fields.map((f) => t(`compare.field.${f}`)).join(', ') })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
