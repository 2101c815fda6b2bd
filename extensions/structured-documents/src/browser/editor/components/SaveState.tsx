import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { SaveStatus } from '../model/diff-autosave.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

/** The visible save state: «Сохранено», «Сохраняется…» (a change waiting or being sent), «Не сохранено: …» with a retry. */
export function SaveState(props: { status: SaveStatus; onRetry(): void; onReload(): void }) {
  const { t } = useT();
  const styles = useStyles();
  const { status } = props;
  let text: string;
  let actions = null;
  switch (status.status) {
    case 'saved':
      text = t('editor.save.saved');
      break;
    case 'dirty':
    case 'saving':
      text = t('editor.save.saving');
      break;
    case 'readOnly':
      text = t('editor.save.readOnly');
      break;
    case 'failed': {
      const reason = status.failure.network ? t('editor.save.network') : status.failure.message;
      text = `${t('editor.save.failed', { reason })} ${t('editor.save.kept')}`;
      actions = (
        <>
          <Button size="small" onClick={props.onRetry} data-testid="sdoc-retry">
            {t('editor.save.retry')}
          </Button>
          <Button size="small" appearance="subtle" onClick={props.onReload} data-testid="sdoc-reload">
            {t('editor.save.reload')}
          </Button>
        </>
      );
      break;
    }
    default:
      return null;
  }
  return (
    <div className={styles.root}>
      <Text
        role="status"
        aria-live="polite"
        className={status.status === 'failed' ? styles.failed : undefined}
        data-testid="sdoc-save-state"
        data-state={status.status}
      >
        {text}
      </Text>
      {actions}
    </div>
  );
}
