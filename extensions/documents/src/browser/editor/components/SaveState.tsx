import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { AutosaveStatus } from '../model/autosave.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export interface SaveStateProps {
  status: AutosaveStatus;
  onRetry(): void;
  onReload(): void;
}

/** The visible save state: «Сохранено» (with the time of the last save), «Сохранение…», «Не сохранено: …». */
export function SaveState({ status, onRetry, onReload }: SaveStateProps) {
  const { t, i18n } = useT();
  const styles = useStyles();
  const time = (iso: string | null) =>
    iso ? new Date(iso).toLocaleTimeString(i18n.language === 'en' ? 'en-GB' : 'ru-RU') : null;
  const at = 'savedAt' in status ? time(status.savedAt) : null;
  let text: string;
  let action = null;
  switch (status.status) {
    case 'saved':
      text = at ? t('editor.save.savedAt', { time: at }) : t('editor.save.saved');
      break;
    case 'saving':
      text = t('editor.save.saving');
      break;
    case 'dirty':
      text = t('editor.save.dirty');
      break;
    case 'failed': {
      const { failure } = status;
      if (failure.kind === 'conflict') {
        text = t('editor.save.conflict');
        action = (
          <Button size="small" onClick={onReload} data-testid="editor-reload">
            {t('editor.save.reload')}
          </Button>
        );
      } else if (failure.kind === 'forbidden') {
        text = t('editor.save.forbidden');
      } else {
        const reason = failure.network ? t('editor.save.network') : failure.message;
        text = `${t('editor.save.failed', { reason })} ${t('editor.save.keptText')}`;
        action = (
          <Button size="small" onClick={onRetry} data-testid="editor-retry">
            {t('editor.save.retry')}
          </Button>
        );
      }
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
        data-testid="editor-save-state"
        data-state={status.status}
      >
        {text}
      </Text>
      {action}
    </div>
  );
}
