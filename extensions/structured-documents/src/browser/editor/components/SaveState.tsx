import { SaveState as SaveStateLine, useT, type SaveStatus } from '@ontobench/sdk';

/**
 * The structured editor's save-state line (the SDK's): «Сохранено», «Сохраняется…» while a change waits
 * or is sent, «Не сохранено: …» with the server's reason, retry and reload.
 */
export function SaveState(props: { status: SaveStatus; onRetry(): void; onReload(): void }) {
  const { t } = useT();
  const failed = (reason: string) => `${t('editor.save.failed', { reason })} ${t('editor.save.kept')}`;
  return (
    <SaveStateLine
      status={props.status}
      onRetry={props.onRetry}
      onReload={props.onReload}
      testIdPrefix="sdoc"
      texts={{
        saved: t('editor.save.saved'),
        saving: t('editor.save.saving'),
        dirty: t('editor.save.saving'),
        readOnly: t('editor.save.readOnly'),
        failed,
        network: t('editor.save.network'),
        conflict: failed,
        forbidden: failed(t('editor.save.forbidden')),
        retry: t('editor.save.retry'),
        reload: t('editor.save.reload'),
      }}
    />
  );
}
