import { makeStyles, tokens } from '@fluentui/react-components';

export const useLayoutStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', height: '100vh', overflow: 'hidden' },
  row: { display: 'flex', flexGrow: 1, minHeight: 0 },
  drawer: {
    flexShrink: 0,
    overflowY: 'auto',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  content: { flexGrow: 1, minWidth: 0, overflow: 'auto', padding: tokens.spacingHorizontalXXL },
  bare: { flexGrow: 1, minWidth: 0, overflow: 'auto' },
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
