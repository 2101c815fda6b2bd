import { makeStyles, tokens } from '@fluentui/react-components';

/** The editing surface: a sheet with the content's headings, lists, tables, quotes and code. */
export const useEditorStyles = makeStyles({
  sheet: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
    '& .ProseMirror': { outlineStyle: 'none', minHeight: '50vh', lineHeight: '1.6' },
    '& .ProseMirror:focus-visible': { outlineStyle: 'none' },
    '& table': {
      borderCollapse: 'collapse',
      width: '100%',
      margin: `${tokens.spacingVerticalS} 0`,
      tableLayout: 'fixed',
    },
    '& td, & th': {
      border: `1px solid ${tokens.colorNeutralStroke1}`,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      verticalAlign: 'top',
      position: 'relative',
    },
    '& th': { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
    '& .selectedCell': { backgroundColor: tokens.colorBrandBackground2 },
    '& img': { maxWidth: '100%' },
    '& img.ProseMirror-selectednode': { outline: `2px solid ${tokens.colorBrandStroke1}` },
    '& blockquote': {
      borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
      margin: `${tokens.spacingVerticalS} 0`,
      paddingLeft: tokens.spacingHorizontalM,
      color: tokens.colorNeutralForeground2,
    },
    '& pre': {
      backgroundColor: tokens.colorNeutralBackground3,
      padding: tokens.spacingHorizontalM,
      borderRadius: tokens.borderRadiusMedium,
      fontFamily: tokens.fontFamilyMonospace,
      whiteSpace: 'pre-wrap',
    },
    '& code': { fontFamily: tokens.fontFamilyMonospace, backgroundColor: tokens.colorNeutralBackground3 },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
  readOnly: { backgroundColor: tokens.colorNeutralBackground2 },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toolbar: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});
