import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { FormDialog, PROP, useT } from '@ontobench/sdk';

/** "Create document": asks for the name; `onCreate` makes the document (its failure shows in the dialog). */
export function CreateDialog(props: { onClose(): void; onCreate(name: string): Promise<void> }) {
  const { t } = useT();
  const [name, setName] = useState('');
  const submit = () => {
    if (name.trim() === '') return { [PROP.name]: t('list.create.nameRequired') };
    return props.onCreate(name.trim());
  };
  return (
    <FormDialog
      open
      title={t('list.create.title')}
      submitLabel={t('list.create.submit')}
      cancelLabel={t('list.create.cancel')}
      failureHeading={t('list.create.failed')}
      submitTestId="sdoc-create-submit"
      onClose={props.onClose}
      onSubmit={submit}
    >
      {(field) => (
        <Field label={t('list.create.name')} required {...field.props(PROP.name)}>
          <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="sdoc-create-name" />
        </Field>
      )}
    </FormDialog>
  );
}
