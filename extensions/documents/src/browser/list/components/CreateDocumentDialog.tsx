import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { FormDialog, PROP, RequiredFieldsEditor, useRequiredFields, useT, type Scalar } from '@ontobench/sdk';
import { DOC_CLASS } from '../../../common/schema.ts';

export interface NewDocument {
  name: string;
  /** The class's obligatory fields, asked for here and written with the new document. */
  values: { prop: string; val: Scalar | Scalar[] }[];
}

/** "Create document": asks for the name (and any obligatory field of the class), then the list creates it. */
export function CreateDocumentDialog(props: { onClose(): void; onCreate(request: NewDocument): Promise<void> }) {
  const { t } = useT();
  const [name, setName] = useState('');
  const required = useRequiredFields(DOC_CLASS.Document);
  const submit = () => {
    const problems: Record<string, string> = {};
    if (name.trim() === '') problems[PROP.name] = t('list.create.nameRequired');
    Object.assign(problems, required.problems());
    if (Object.keys(problems).length > 0) return problems;
    return props.onCreate({ name: name.trim(), values: required.writes() });
  };
  return (
    <FormDialog
      open
      title={t('list.create.title')}
      submitLabel={t('list.create.submit')}
      cancelLabel={t('list.create.cancel')}
      failureHeading={t('list.create.failed')}
      submitTestId="doc-create-submit"
      onClose={props.onClose}
      onSubmit={submit}
    >
      {(field) => (
        <>
          <Field label={t('list.create.name')} required {...field.props(PROP.name)}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="doc-create-name" />
          </Field>
          <RequiredFieldsEditor required={required} field={field} />
        </>
      )}
    </FormDialog>
  );
}
