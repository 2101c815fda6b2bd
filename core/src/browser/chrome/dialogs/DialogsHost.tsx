import { observer } from 'mobx-react-lite';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';

/** Renders the Dialogs service: the confirm dialog in turn, and the loading overlay. */
export const DialogsHost = observer(function DialogsHost() {
  const dialogs = useService(CHROME_TOKENS.DialogsState);
  const current = dialogs.current;
  return (
    <>
      {current && <ConfirmDialog key={current.id} pending={current} />}
      {dialogs.loading && <LoadingOverlay />}
    </>
  );
});
