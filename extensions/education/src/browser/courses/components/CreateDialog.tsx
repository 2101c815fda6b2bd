import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { FormDialog, useT } from '@ontobench/sdk';

export interface CreateDialogProps {
  /** The texts' key prefix: `title`, `name`, `code`, `create`, `failed`, `nameRequired`. */
  texts: string;
  testId: string;
  onClose(): void;
  /** Makes the object; resolves when it is made (the dialog then closes by the caller). */
  onCreate(input: { name: string; code: string }): Promise<void>;
}

/** «Создать курс» / «Создать учебную единицу»: a name (required) and a code. */
export function CreateDialog(props: CreateDialogProps) {
  const { t } = useT();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  return (
    <FormDialog
      title={t(`${props.texts}.title`)}
      submitLabel={t(`${props.texts}.create`)}
      failureHeading={t(`${props.texts}.failed`)}
      onClose={props.onClose}
      onSubmit={() =>
        name.trim()
          ? props.onCreate({ name: name.trim(), code: code.trim() })
          : { name: t(`${props.texts}.nameRequired`) }
      }
      testId={props.testId}
      submitTestId={`${props.testId}-submit`}
    >
      {(field) => (
        <>
          <Field label={t(`${props.texts}.name`)} required {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid={`${props.testId}-name`} />
          </Field>
          <Field label={t(`${props.texts}.code`)} {...field.props('code')}>
            <Input value={code} onChange={(_, d) => setCode(d.value)} data-testid={`${props.testId}-code`} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
