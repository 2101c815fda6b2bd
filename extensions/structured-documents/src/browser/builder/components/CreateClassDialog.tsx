import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog, useT } from '@ontobench/sdk';

/** "Create class": asks for the name; `onCreate` makes the class (offering nothing yet) and closes. */
export function CreateClassDialog(props: { onClose(): void; onCreate(name: string): Promise<void> }) {
  const { t } = useT();
  const [name, setName] = useState('');
  return (
    <FormDialog
      title={t('builder.create.title')}
      submitLabel={t('builder.create.submit')}
      failureHeading={t('builder.create.failed')}
      testId="sdoc-builder-create-dialog"
      onClose={props.onClose}
      onSubmit={() => {
        if (name.trim() === '') return { name: t('builder.nameRequired') };
        return props.onCreate(name);
      }}
    >
      {(field) => (
        <Field label={t('builder.name')} required {...field.props('name')}>
          <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="sdoc-builder-create-name" />
        </Field>
      )}
    </FormDialog>
  );
}
