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
  Tooltip,
} from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import type { CurrentObject } from '../current-object/current-object-service.ts';
import { useIsAdmin } from './use-is-admin.ts';

/** The administrator's pencil: renames the object the page shows (shell §2, §6). */
export const RenameButton = observer(function RenameButton({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const objects = useService(CHROME_TOKENS.CurrentObject);
  const isAdmin = useIsAdmin();
  const [editing, setEditing] = useState<CurrentObject | null>(null);
  const current = objects.current;
  if (!isAdmin || !current) return null;
  return (
    <>
      <Tooltip content={t('chrome.rename.button')} relationship="label">
        <Button
          appearance="transparent"
          className={className}
          icon={<EditRegular />}
          data-testid="rename-object"
          onClick={() => setEditing(current)}
        />
      </Tooltip>
      {editing && <RenameDialog object={editing} onClose={() => setEditing(null)} />}
    </>
  );
});

function RenameDialog({ object, onClose }: { object: CurrentObject; onClose: () => void }) {
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
