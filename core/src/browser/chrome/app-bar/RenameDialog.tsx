import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import type { CurrentObject } from '../current-object/current-object-service.ts';

/** The rename dialog of the administrator's pencil (RenameButton), a chunk of its own. */
export function RenameDialog({ object, onClose }: { object: CurrentObject; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const objects = useService(CHROME_TOKENS.CurrentObject);
  const [name, setName] = useState(object.name);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('chrome.rename.empty'));
      return;
    }
    setSaving(true);
    try {
      await objects.rename(name);
      onClose();
    } catch (e) {
      setError(t('chrome.rename.failed', { message: e instanceof Error ? e.message : String(e) }));
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="rename-dialog">
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{t('chrome.rename.title')}</DialogTitle>
            <DialogContent>
              <Field
                label={t('chrome.rename.label')}
                validationState={error ? 'error' : 'none'}
                validationMessage={error}
              >
                <Input autoFocus value={name} onChange={(_, data) => setName(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={saving}>
                {t('chrome.rename.save')}
              </Button>
              <Button onClick={onClose}>{t('chrome.confirm.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
