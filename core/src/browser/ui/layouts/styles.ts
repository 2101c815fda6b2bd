import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * Printing (the app bar's print button, shell §2 printable routes) prints the page alone: the chrome
 * (app bar, drawer, toolbars, the public header) and whatever a page marks `data-print-hidden` are
 * left out, and the screen's fixed height and inner scrolling give way so every page of a long
 * content is printed, not the first screen.
 */
const PRINT_HIDDEN =
  '& > header, & [data-testid="drawer"], & [role="separator"], & [role="toolbar"], & [data-print-hidden]';

export const useLayoutStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    height: '100vh',
    overflow: 'hidden',
    '@media print': { display: 'block', height: 'auto', overflow: 'visible', [PRINT_HIDDEN]: { display: 'none' } },
  },
  row: { display: 'flex', flexGrow: 1, minHeight: 0, '@media print': { display: 'block' } },
  drawer: {
    flexShrink: 0,
    overflowY: 'auto',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  content: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'auto',
    padding: tokens.spacingHorizontalXXL,
    '@media print': { overflow: 'visible', padding: 0 },
  },
  bare: { flexGrow: 1, minWidth: 0, overflow: 'auto', '@media print': { overflow: 'visible' } },
  centered: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  publicHeader: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '48px',
    padding: `0 ${tokens.spacingHorizontalXXL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    fontWeight: tokens.fontWeightSemibold,
  },
});
