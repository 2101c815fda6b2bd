import { SaveState as SaveStateLine, useT, type SaveStatus } from '@ontobench/sdk';

export interface SaveStateProps {
  status: SaveStatus;
  onRetry(): void;
  onReload(): void;
}

/** The editor's save-state line (the SDK's), in the documents' words: «Сохранено в …», «Ваш текст остался в редакторе». */
export function SaveState({ status, onRetry, onReload }: SaveStateProps) {
  const { t, i18n } = useT();
  return (
    <SaveStateLine
      status={status}
      onRetry={onRetry}
      onReload={onReload}
      testIdPrefix="editor"
      formatTime={(iso) => new Date(iso).toLocaleTimeString(i18n.language === 'en' ? 'en-GB' : 'ru-RU')}
      texts={{
        saved: t('editor.save.saved'),
        savedAt: (time) => t('editor.save.savedAt', { time }),
        saving: t('editor.save.saving'),
        dirty: t('editor.save.dirty'),
        failed: (reason) => `${t('editor.save.failed', { reason })} ${t('editor.save.keptText')}`,
        network: t('editor.save.network'),
        conflict: () => t('editor.save.conflict'),
        forbidden: t('editor.save.forbidden'),
        retry: t('editor.save.retry'),
        reload: t('editor.save.reload'),
      }}
    />
  );
}
