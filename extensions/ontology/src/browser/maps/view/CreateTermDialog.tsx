import { useState } from 'react';
import { Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { PROP, useT } from '@ontobench/sdk';
import type { Creation } from '../model/create.ts';
import { TermDialog } from './TermDialog.tsx';

/** The individual's class field: a name of the dialog's own (no property of the server's). */
const CLASS_FIELD = 'class';

/**
 * "New class" / "new individual" on the map: a name, and for a class the selected class as its
 * parent (a checkbox), for an individual its class (the selected class first).
 */
export function CreateTermDialog(props: {
  kind: 'class' | 'individual';
  classes: { id: string; name: string }[];
  selectedClass: { id: string; name: string } | null;
  onClose(): void;
  onCreate(creation: Creation): Promise<void>;
}) {
  const { t } = useT();
  const [name, setName] = useState('');
  const [underSelected, setUnderSelected] = useState(props.selectedClass !== null);
  const [classId, setClassId] = useState(props.selectedClass?.id ?? '');
  const submit = () => {
    // The form's own check, shown at its field before anything is sent.
    if (name.trim() === '') return { [PROP.name]: t('maps.create.nameRequired') };
    const id = crypto.randomUUID();
    if (props.kind === 'class')
      return props.onCreate({
        kind: 'class',
        id,
        name: name.trim(),
        parent: underSelected && props.selectedClass ? props.selectedClass.id : undefined,
      });
    if (!classId) return { [CLASS_FIELD]: t('maps.create.classRequired') };
    return props.onCreate({ kind: 'individual', id, name: name.trim(), classId });
  };
  return (
    <TermDialog
      title={t(props.kind === 'class' ? 'maps.create.classTitle' : 'maps.create.individualTitle')}
      testId="map-create-dialog"
      onClose={props.onClose}
      onSubmit={submit}
    >
      {(field) => (
        <>
          <Field label={t('maps.create.name')} required {...field.props(PROP.name)}>
            <Input value={name} onChange={(_, d) => setName(d.value)} autoFocus data-testid="map-create-name" />
          </Field>
          {props.kind === 'class' && props.selectedClass && (
            <Checkbox
              checked={underSelected}
              onChange={(_, d) => setUnderSelected(d.checked === true)}
              label={t('maps.create.under', { name: props.selectedClass.name })}
              data-testid="map-create-under"
            />
          )}
          {props.kind === 'individual' && (
            <Field label={t('maps.create.class')} required {...field.props(CLASS_FIELD)}>
              <Select value={classId} onChange={(_, d) => setClassId(d.value)} data-testid="map-create-class">
                <option value="">{t('maps.create.choose')}</option>
                {props.classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </>
      )}
    </TermDialog>
  );
}
