import { Body1, Link as FluentLink, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';

const useStyles = makeStyles({
  top: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  name: { flex: '1 1 320px', margin: 0, overflowWrap: 'anywhere' },
  annotation: {
    display: 'block',
    margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalL}`,
    whiteSpace: 'pre-wrap',
  },
  download: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** A public document's name and annotation, and its .docx (a plain link: the visitor has no token to send). */
export function PublicDocumentHeader(props: { name: string; annotation: string | null; docxPath?: string }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <div data-testid="doc-header">
      <div className={styles.top}>
        <Title2 as="h1" className={styles.name} data-testid="doc-name">
          {props.name}
        </Title2>
        {props.docxPath && (
          <FluentLink
            href={props.docxPath}
            download
            className={styles.download}
            data-testid="doc-docx"
            data-print-hidden
          >
            <ArrowDownloadRegular aria-hidden />
            {t('public.word')}
          </FluentLink>
        )}
      </div>
      {props.annotation && <Body1 className={styles.annotation}>{props.annotation}</Body1>}
    </div>
  );
}
