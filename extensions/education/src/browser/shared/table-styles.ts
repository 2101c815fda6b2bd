import { makeStyles, tokens } from '@fluentui/react-components';

/** The tables of the education pages (flows, grading, analysis): a scrolling frame, heads, rows, cells, a muted line. */
export const useTableStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { borderCollapse: 'collapse', minWidth: '100%' },
  head: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    whiteSpace: 'nowrap',
  },
  row: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  cell: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`, verticalAlign: 'top' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  sticky: {
    position: 'sticky',
    left: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
    whiteSpace: 'nowrap',
  },
});
