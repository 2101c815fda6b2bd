import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  report: {
    maxWidth: '900px',
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    overflowWrap: 'anywhere',
    '& h1': { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, margin: '0.4em 0' },
    '& h2': { fontSize: tokens.fontSizeBase600, margin: '1em 0 0.4em' },
    '& h3': { fontSize: tokens.fontSizeBase500, margin: '1em 0 0.4em' },
    '& p, & ul': { margin: '0 0 0.8em' },
    '& table': { borderCollapse: 'collapse', margin: '0 0 1em', maxWidth: '100%', display: 'block', overflowX: 'auto' },
    '& th, & td': {
      border: `1px solid ${tokens.colorNeutralStroke1}`,
      padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
      textAlign: 'left',
      verticalAlign: 'top',
    },
    '& th': { background: tokens.colorNeutralBackground3 },
    '& .report-note': { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
    '@media print': {
      maxWidth: 'none',
      fontSize: '11pt',
      color: '#000',
      '& table': { display: 'table', overflowX: 'visible' },
      '& th, & td': { border: '1px solid #000' },
      '& th': { background: 'none' },
      '& tr': { breakInside: 'avoid' },
      '& h1, & h2, & h3': { breakAfter: 'avoid' },
    },
  },
});

/**
 * A rendered report. The HTML is the server's render (common/reports/template): a fixed set of elements
 * with every text escaped, so it goes in as it is.
 */
export function ReportHtml({ html, testId }: { html: string; testId?: string }) {
  const styles = useStyles();
  return <article className={styles.report} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
