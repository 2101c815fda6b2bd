import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { FormDialog } from '../../ui/form-dialog/FormDialog.tsx';
import { useService } from '../../ui/kernel-context.tsx';
import { CHROME_TOKENS } from '../chrome-tokens.ts';
import type { CurrentObject } from '../current-object/current-object-service.ts';

/** The rename dialog of the administrator's pencil (RenameButton), a chunk of its own. */
export function RenameDialog({ object, onClose }: { object: CurrentObject; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const objects = useService(CHROME_TOKENS.CurrentObject);
  const [name, setName] = useState(object.name);

  const submit = () => {
    if (name.trim() === '') return { [PROP.name]: t('chrome.rename.empty') };
    return objects.rename(name).then(onClose);
  };

  return (
    <FormDialog
      title={t('chrome.rename.title')}
      submitLabel={t('chrome.rename.save')}
      failureHeading={t('chrome.rename.failed')}
      testId="rename-dialog"
      onClose={onClose}
      onSubmit={submit}
    >
      {(field) => (
        <Field label={t('chrome.rename.label')} {...field.props(PROP.name)}>
          <Input value={name} onChange={(_, data) => setName(data.value)} />
        </Field>
      )}
    </FormDialog>
  );
}
