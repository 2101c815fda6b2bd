import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import {
  CLASS,
  FormDialog,
  ObjectPicker,
  PROP,
  RequiredFieldsEditor,
  useRequiredFields,
  useT,
  type PickedObject,
  type Scalar,
} from '@ontobench/sdk';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';
import { ontoPropLabels } from '../columns.ts';

export interface CreateRequest {
  name: string;
  ontology: PickedObject | null;
  classRef: PickedObject | null;
  /** The class's obligatory fields, filled in the dialog: written with the new object. */
  values: { prop: string; val: Scalar | Scalar[] }[];
}

/** The field name of the class picker's problems (no property of its own: the class is `new`'s). */
const CLASS_FIELD = 'class';

/**
 * The name dialog of "side menu create → name → set_data new → open the item". It can also ask for the
 * ontology the new term joins and, for individuals, its class; and it asks for the obligatory fields of
 * the new object's class (constraint `required`), checked before sending as the server would.
 */
export function CreateDialog(props: {
  title: string;
  open: boolean;
  askOntology: boolean;
  askClass?: boolean;
  /** The class of the new object when it is fixed (not asked): its obligatory fields are asked for. */
  newClassId?: string;
  initialOntology?: PickedObject | null;
  initialClass?: PickedObject | null;
  onClose(): void;
  onCreate(request: CreateRequest): Promise<void>;
}) {
  const { t } = useT();
  const [name, setName] = useState('');
  // The list's ontology until the user picks another (or none): it may still be loading its name when
  // the dialog opens, so it is read from the props, not copied into state once.
  const [chosenOntology, setOntology] = useState<PickedObject | null | undefined>(undefined);
  const ontology = chosenOntology === undefined ? (props.initialOntology ?? null) : chosenOntology;
  // The list's class likewise (the individuals page looks its name up after the route is entered).
  const [chosenClass, setClassRef] = useState<PickedObject | null | undefined>(undefined);
  const classRef = chosenClass === undefined ? (props.initialClass ?? null) : chosenClass;
  const required = useRequiredFields(props.askClass ? classRef?.id : props.newClassId);

  const submit = () => {
    const problems: Record<string, string> = {};
    if (name.trim() === '') problems[PROP.name] = t('lists.create.nameRequired');
    if (props.askClass === true && !classRef) problems[CLASS_FIELD] = t('lists.create.classRequired');
    Object.assign(problems, required.problems());
    if (Object.keys(problems).length > 0) return problems;
    return props.onCreate({ name: name.trim(), ontology, classRef, values: required.writes() }).then(() => setName(''));
  };

  return (
    <FormDialog
      open={props.open}
      title={props.title}
      submitLabel={t('lists.create.submit')}
      cancelLabel={t('lists.create.cancel')}
      failureHeading={t('lists.create.failed')}
      submitTestId="create-submit"
      onClose={props.onClose}
      onSubmit={submit}
    >
      {(field) => (
        <>
          <Field label={t('lists.create.name')} required {...field.props(PROP.name)} data-testid="create-name-field">
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="create-name" />
          </Field>
          {props.askClass && (
            <Field label={t('lists.create.class_field')} required {...field.props(CLASS_FIELD)}>
              <ObjectPicker
                classIds={[CLASS.Class]}
                filter="[author] is not null"
                detailProp={ONTO_PROP.ontology}
                value={classRef}
                onChange={(picked) => {
                  setClassRef(picked);
                  if (picked) field.clear(CLASS_FIELD);
                }}
                aria-label={t('lists.create.class_field')}
                data-testid="create-class"
              />
            </Field>
          )}
          <RequiredFieldsEditor required={required} field={field} labels={ontoPropLabels(t)} />
          {props.askOntology && (
            <Field label={t('lists.create.ontology_field')}>
              <ObjectPicker
                classIds={[ONTO_CLASS.Ontology]}
                value={ontology}
                onChange={setOntology}
                aria-label={t('lists.create.ontology_field')}
                data-testid="create-ontology"
              />
            </Field>
          )}
        </>
      )}
    </FormDialog>
  );
}
