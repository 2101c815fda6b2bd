import { Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import { useT } from '@ontobench/sdk';
import { useReaders } from '../use-readers.ts';

const useStyles = makeStyles({
  readers: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

/**
 * Who reads the document now (shell §2 "registers a viewer on entry"): "Читают: 2" with their names on
 * hover. The viewer registers the tab (`register`); the editor's toolbar shows it without registering.
 * Nothing is shown until the readers are known, nor when nobody reads.
 */
export function Readers({ documentId, register = false }: { documentId: string; register?: boolean }) {
  const { t } = useT();
  const styles = useStyles();
  const viewers = useReaders(documentId, register);
  if (!viewers || viewers.length === 0) return null;
  const names = [...new Set(viewers.map((v) => v.userName || t('viewer.readers.someone')))].join(', ');
  return (
    <Tooltip content={t('viewer.readers.who', { names })} relationship="description">
      <span className={styles.readers} data-testid="sdoc-readers" data-count={viewers.length} tabIndex={0}>
        <EyeRegular aria-hidden />
        {t('viewer.readers.count', { count: viewers.length })}
      </span>
    </Tooltip>
  );
}
