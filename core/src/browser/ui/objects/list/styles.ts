import { makeStyles, tokens } from '@fluentui/react-components';

/** The object list's styles, shared by its parts. */
export const useListStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  grid: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    outline: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  scroller: { overflowY: 'auto', position: 'relative' },
  row: {
    display: 'grid',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalM}`,
    boxSizing: 'border-box',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
  header: { cursor: 'default', fontWeight: tokens.fontWeightSemibold, ':hover': { backgroundColor: 'transparent' } },
  cell: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  sortButton: { justifyContent: 'flex-start', minWidth: 0, padding: 0, fontWeight: tokens.fontWeightSemibold },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  /** Parts of the pager that wrap as one (the page-size choice; previous, page, next). */
  pagerGroup: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
});
