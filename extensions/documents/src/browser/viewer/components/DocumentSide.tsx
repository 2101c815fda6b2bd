import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { DocumentRange } from '../../../common/api.ts';
import { CommentsPanel } from '../../comments/CommentsPanel.tsx';
import { PublicationHistory } from '../../publications/PublicationHistory.tsx';

const useStyles = makeStyles({
  side: {
    flex: '0 0 340px',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '@media (max-width: 899px)': { flexBasis: 'auto', width: '100%' },
    '@media print': { display: 'none' },
  },
});

/**
 * Beside the viewer's text: the comments (a new one goes on the text selected in the document) and the
 * document's publication history. Not printed.
 */
export function DocumentSide(props: {
  documentId: string;
  range: DocumentRange | null;
  onShowRange: (range: DocumentRange) => void;
}) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <aside className={styles.side} aria-label={t('viewer.side.label')} data-print-hidden>
      <section>
        <Subtitle2 as="h2">{t('viewer.side.comments')}</Subtitle2>
        <CommentsPanel documentId={props.documentId} range={props.range} onShowRange={props.onShowRange} />
      </section>
      <section>
        <Subtitle2 as="h2">{t('viewer.side.publications')}</Subtitle2>
        <PublicationHistory documentId={props.documentId} />
      </section>
    </aside>
  );
}
