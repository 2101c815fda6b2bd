import type { FormDialogField } from '../form-dialog/form-dialog-types.ts';
import { FieldEditor } from './FieldEditor.tsx';
import { systemPropertyLabel, useObjectsT } from './form-texts.ts';
import type { RequiredFields } from './use-required-fields.ts';

export interface RequiredFieldsEditorProps {
  /** What `useRequiredFields` gave for the new object's class. */
  required: RequiredFields;
  /** The form dialog's fields: each editor is one of them, so its problem and the server's refusal show at it. */
  field: FormDialogField;
  /** Property names by id (the area's own), else the stored name. */
  labels?: Readonly<Record<string, string>>;
}

/** The obligatory fields of a new object, in a create dialog: the object form's editors, one per field. */
export function RequiredFieldsEditor({ required, field, labels }: RequiredFieldsEditorProps) {
  const { t } = useObjectsT();
  return (
    <>
      {required.fields.map((f) => {
        const { validationMessage, onChange, ...rest } = field.props(f.prop);
        return (
          <div key={f.prop} data-form-field={rest['data-form-field']}>
            <FieldEditor
              field={f}
              label={labels?.[f.prop] ?? systemPropertyLabel(t, f.prop) ?? f.cap ?? f.prop}
              values={required.values[f.prop] ?? []}
              onChange={(list) => {
                required.set(f.prop, list);
                onChange();
              }}
              issues={validationMessage ? [{ message: validationMessage }] : undefined}
              readonly={false}
            />
          </div>
        );
      })}
    </>
  );
}
