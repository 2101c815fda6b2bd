import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * How a rendered structured document reads (the server's HTML, common/render/html.ts): a page-like column,
 * headings with their numbers, tables with borders, figures with captions, the generated lists and the
 * plugin kinds' elements. Shared by the viewer and the public page.
 */
export const useDocumentStyles = makeStyles({
  page: {
    maxWidth: '900px',
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
    '& h1': { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, margin: '0 0 16px' },
    '& h2': { fontSize: tokens.fontSizeBase600, margin: '28px 0 12px' },
    '& h3': { fontSize: tokens.fontSizeBase500, margin: '22px 0 10px' },
    '& h4, & h5, & h6': { fontSize: tokens.fontSizeBase400, margin: '18px 0 8px' },
    '& p': { margin: '0 0 10px' },
    '& section': { scrollMarginTop: '16px' },
    '& table': { borderCollapse: 'collapse', margin: '12px 0 16px', maxWidth: '100%' },
    '& table:not([data-border="none"]) th, & table:not([data-border="none"]) td': {
      border: `1px solid ${tokens.colorNeutralStroke1}`,
    },
    '& th, & td': { padding: '6px 10px', verticalAlign: 'top' },
    '& th': { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
    '& td > p:last-child': { marginBottom: 0 },
    '& caption': { captionSide: 'top', textAlign: 'left', fontWeight: tokens.fontWeightSemibold, padding: '4px 0' },
    '& figure': { margin: '16px 0', textAlign: 'center' },
    '& figure img': { maxWidth: '100%', height: 'auto' },
    '& figcaption': { fontSize: tokens.fontSizeBase300, color: tokens.colorNeutralForeground2, marginTop: '6px' },
    '& pre': {
      backgroundColor: tokens.colorNeutralBackground3,
      padding: '8px 12px',
      overflowX: 'auto',
      borderRadius: tokens.borderRadiusMedium,
    },
    '& .sdoc-toc ul, & .sdoc-toc ol': { listStyle: 'none', paddingLeft: '0' },
    '& .sdoc-toc li[data-level="2"]': { paddingLeft: '20px' },
    '& .sdoc-toc li[data-level="3"]': { paddingLeft: '40px' },
    '& .sdoc-toc a, & a': { color: tokens.colorBrandForegroundLink },
    '& .sdoc-empty': { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
    '& [data-kind]': { margin: '8px 0' },
  },
});
