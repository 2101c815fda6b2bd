import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../common/storage-keys.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { useService } from '../../ui/kernel-context.tsx';
import { missingBrowserFeatures } from './browser-support.ts';

/**
 * The browser-compatibility dialog (shell §2): shown once per app load when features are missing,
 * unless the user suppressed it (STORAGE_KEYS.browserWarningSuppressed).
 */
export function BrowserCheckDialog({ check = missingBrowserFeatures }: { check?: () => string[] }) {
  const { t } = useTranslation('shell');
  const storage = useService(CORE_TOKENS.Storage);
  const [missing] = useState(() => (storage.getItem(STORAGE_KEYS.browserWarningSuppressed) === 'true' ? [] : check()));
  const [open, setOpen] = useState(missing.length > 0);
  const [suppress, setSuppress] = useState(false);
  if (!open) return null;
  const close = () => {
    if (suppress) storage.setItem(STORAGE_KEYS.browserWarningSuppressed, 'true');
    setOpen(false);
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface data-testid="browser-check">
        <DialogBody>
          <DialogTitle>{t('chrome.browserCheck.title')}</DialogTitle>
          <DialogContent>
            <p>{t('chrome.browserCheck.text')}</p>
            <p>{t('chrome.browserCheck.missing', { features: missing.join(', ') })}</p>
            <Checkbox
              checked={suppress}
              label={t('chrome.browserCheck.suppress')}
              onChange={(_, data) => setSuppress(data.checked === true)}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {t('chrome.browserCheck.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
