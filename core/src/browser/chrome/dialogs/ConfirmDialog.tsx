import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PendingConfirm } from './dialogs-service.ts';

/** Confirm dialog (shell §5): Enter confirms, Esc cancels; width 450 unless asked otherwise. */
export function ConfirmDialog({ pending }: { pending: PendingConfirm }) {
  const { t } = useTranslation('shell');
  const { options, answer } = pending;
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && answer(false)}>
      <DialogSurface
        style={{ width: options.width, maxWidth: '95vw' }}
        data-testid="confirm-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            answer(true);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            answer(false);
          }
        }}
      >
        <DialogBody>
          <DialogTitle>{options.title}</DialogTitle>
          {options.message && <DialogContent>{options.message}</DialogContent>}
          <DialogActions>
            <Button appearance="primary" onClick={() => answer(true)}>
              {options.confirmLabel ?? t('chrome.confirm.ok')}
            </Button>
            <Button onClick={() => answer(false)}>{options.cancelLabel ?? t('chrome.confirm.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
