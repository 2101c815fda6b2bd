import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';

/** The confirm before a unit is submitted: answers cannot be changed after; unanswered questions are said. */
export function ConfirmSubmit(props: { unanswered: number; onCancel: () => void; onConfirm: () => Promise<void> }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onCancel()}>
      <DialogSurface data-testid="unit-confirm">
        <DialogBody>
          <DialogTitle>{t('work.confirmTitle')}</DialogTitle>
          <DialogContent>
            {t('work.confirmText')}
            {props.unanswered > 0 && <p>{t('work.unanswered', { count: props.unanswered })}</p>}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void props.onConfirm().finally(() => setBusy(false));
              }}
              data-testid="unit-confirm-submit"
            >
              {t('work.confirmSubmit')}
            </Button>
            <Button onClick={props.onCancel}>{t('work.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
