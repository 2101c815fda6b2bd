import { useState, type ReactNode } from 'react';
import { Field, Input } from '@fluentui/react-components';
import type { Scalar } from '../../../common/data-api.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { FormDialog } from '../form-dialog/FormDialog.tsx';
import { RequiredFieldsEditor } from './RequiredFieldsEditor.tsx';
import { useRequiredFields } from './use-required-fields.ts';
import { useT } from '../use-t.ts';

/** What a create dialog hands back: the name, and the class's obligatory fields with their values. */
export interface NewObject {
  name: string;
  values: { prop: string; val: Scalar | Scalar[] }[];
}

/** The words of a create dialog: the keys under `textKeys` in the area's texts. */
export const CREATE_OBJECT_TEXT_KEYS = ['title', 'name', 'nameRequired', 'submit', 'cancel', 'failed'] as const;

export interface CreateObjectDialogProps {
  /** The class of the new object: its obligatory fields are asked for too (domain.md §5 field validator). */
  classId: string;
  /** Where the dialog's words are in the area's texts: `<textKeys>.title`, `.name`, `.nameRequired`, `.submit`, `.cancel`, `.failed`. */
  textKeys: string;
  /** Test ids `<prefix>-create-name` and `<prefix>-create-submit`. */
  testIdPrefix: string;
  onClose(): void;
  /** Makes the object; a rejection shows in the dialog (its refusals at their fields). */
  onCreate(request: NewObject): Promise<void>;
  /** More fields below the class's own (the area keeps their state and reads them in `onCreate`). */
  extraFields?: ReactNode;
}

/** "Create …": asks for the name and any obligatory field of the class, then `onCreate` makes the object. */
export function CreateObjectDialog({
  classId,
  textKeys,
  testIdPrefix,
  onClose,
  onCreate,
  extraFields,
}: CreateObjectDialogProps) {
  const { t } = useT();
  const text = (key: (typeof CREATE_OBJECT_TEXT_KEYS)[number]) => t(`${textKeys}.${key}`);
  const [name, setName] = useState('');
  const required = useRequiredFields(classId);
  const submit = () => {
    const problems: Record<string, string> = {};
    if (name.trim() === '') problems[PROP.name] = text('nameRequired');
    Object.assign(problems, required.problems());
    if (Object.keys(problems).length > 0) return problems;
    return onCreate({ name: name.trim(), values: required.writes() });
  };
  return (
    <FormDialog
      open
      title={text('title')}
      submitLabel={text('submit')}
      cancelLabel={text('cancel')}
      failureHeading={text('failed')}
      submitTestId={`${testIdPrefix}-create-submit`}
      onClose={onClose}
      onSubmit={submit}
    >
      {(field) => (
        <>
          <Field label={text('name')} required {...field.props(PROP.name)}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid={`${testIdPrefix}-create-name`} />
          </Field>
          <RequiredFieldsEditor required={required} field={field} />
          {extraFields}
        </>
      )}
    </FormDialog>
  );
}
