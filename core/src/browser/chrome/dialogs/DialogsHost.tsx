import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { SHELL_NAMESPACE } from '../../i18n/create-i18n.ts';
import { ExtensionBoundary } from '../../ui/ExtensionBoundary.tsx';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { HostedDialog } from './dialogs-service.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';

/**
 * The one dialog host, mounted by the shell inside its providers: dialogs opened with `Dialogs.open`
 * (each in its extension's error boundary), the confirm dialog in turn, and the loading overlay.
 */
export const DialogsHost = observer(function DialogsHost() {
  const dialogs = useService(CHROME_TOKENS.DialogsState);
  const current = dialogs.current;
  return (
    <>
      {dialogs.hosted.map((entry) => (
        <HostedDialogView key={entry.id} entry={entry} />
      ))}
      {current && <ConfirmDialog key={current.id} pending={current} />}
      {dialogs.loading && <LoadingOverlay />}
    </>
  );
});

function HostedDialogView({ entry }: { entry: HostedDialog }) {
  const Component = entry.component;
  const control = useMemo(() => ({ close: entry.close }), [entry]);
  return (
    <ExtensionBoundary extensionId={entry.extensionId ?? SHELL_NAMESPACE}>
      <Component {...entry.props} dialog={control} />
    </ExtensionBoundary>
  );
}
