import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { FlowSummary } from '../../../common/flows/api.ts';
import { useTableStyles } from '../../shared/table-styles.ts';

const useStyles = makeStyles({
  frame: { maxHeight: '70vh', overflow: 'auto' },
  top: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  corner: { zIndex: 2 },
  cell: { textAlign: 'center', whiteSpace: 'nowrap' },
  passed: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  awaiting: { color: tokens.colorPaletteMarigoldForeground1 },
  none: { color: tokens.colorNeutralForeground4 },
});

/**
 * The grid students × units: plain cells (no component per cell), heads that stay in view. 300 × 8 cells
 * render in one pass; each cell is the mark (checked), «?» (awaiting the teacher) or «—» (no work).
 */
export function SummaryGrid(props: { summary: FlowSummary }) {
  const { t } = useT();
  const styles = useStyles();
  const table = useTableStyles();
  const { summary } = props;
  const awaiting = t('flows.mark.awaiting');
  return (
    <div className={mergeClasses(table.scroll, styles.frame)}>
      <table className={table.table} data-testid="summary-grid">
        <thead>
          <tr>
            <th scope="col" className={mergeClasses(table.head, table.sticky, styles.top, styles.corner)}>
              {t('flows.flow.student')}
            </th>
            {summary.units.map((u) => (
              <th key={u.id} scope="col" className={mergeClasses(table.head, styles.top)} title={u.section}>
                {u.name}
              </th>
            ))}
            <th scope="col" className={mergeClasses(table.head, styles.top)}>
              {t('flows.flow.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.students.map((s, i) => {
            const row = summary.cells[i] ?? [];
            let total = 0;
            for (const c of row) if (c && c[2]) total += c[0] ?? 0;
            return (
              <tr key={s.id} className={table.row} data-testid="summary-row">
                <th scope="row" className={mergeClasses(table.cell, table.sticky)}>
                  {s.name}
                </th>
                {row.map((c, j) =>
                  !c || !c[1] ? (
                    <td key={j} className={mergeClasses(table.cell, styles.cell, styles.none)}>
                      —
                    </td>
                  ) : !c[2] ? (
                    <td key={j} className={mergeClasses(table.cell, styles.cell, styles.awaiting)} title={awaiting}>
                      ?
                    </td>
                  ) : (
                    <td key={j} className={mergeClasses(table.cell, styles.cell, styles.passed)}>
                      {c[0] ?? 0}
                    </td>
                  ),
                )}
                <td className={mergeClasses(table.cell, styles.cell)}>{Math.round(total * 100) / 100}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
