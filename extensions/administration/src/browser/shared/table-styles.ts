import { makeStyles, tokens } from '@fluentui/react-components';

/** Below this width the administration tables leave their secondary columns out (their dialogs show them). */
export const NARROW_TABLE = '@media (max-width: 1099px)';

/**
 * The administration tables' common styles: at 800 px a table fits its page, actions included, instead
 * of scrolling them off to the side — `wide` cells (secondary facts) are left out there.
 */
export const useAdminTableStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  wide: { [NARROW_TABLE]: { display: 'none' } },
  wrap: { overflowWrap: 'anywhere' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  code: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});
