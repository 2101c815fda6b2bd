import { useRef, useState } from 'react';
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
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { CLASS, DataApiError, ObjectPicker, PROP, formatErrorText, useT, type PickedObject } from '@ontobench/sdk';
import { ONTO_CLASS } from '../../../common/schema.ts';

export interface CreateRequest {
  name: string;
  ontology: PickedObject | null;
  classRef: PickedObject | null;
}

/**
 * The name dialog of "side menu create → name → set_data new → open the item". It can also ask for the
 * ontology the new term joins and, for individuals, its class.
 */
export function CreateDialog(props: {
  title: string;
  open: boolean;
  askOntology: boolean;
  askClass?: boolean;
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
  const [classRef, setClassRef] = useState<PickedObject | null>(props.initialClass ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  // Problems of one field, shown under it (the form has noValidate: no browser bubble).
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [classProblem, setClassProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);

  const submit = async () => {
    const noName = name.trim() === '';
    const noClass = props.askClass === true && !classRef;
    setNameProblem(noName ? t('lists.create.nameRequired') : null);
    setClassProblem(noClass ? t('lists.create.classRequired') : null);
    // The keyboard goes where the problem is.
    if (noName) nameInput.current?.focus();
    if (noName || noClass) return;
    setBusy(true);
    setProblem(null);
    try {
      await props.onCreate({ name: name.trim(), ontology, classRef });
      setName('');
    } catch (error) {
      // The server's refusal of an empty name (name.required) is the same message at the same field.
      if (error instanceof DataApiError && error.refusal?.field === PROP.name) {
        setNameProblem(t('lists.create.nameRequired'));
        nameInput.current?.focus();
      } else setProblem(formatErrorText(error, t('lists.create.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface style={{ maxWidth: 480 }}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              <Field
                label={t('lists.create.name')}
                required
                validationState={nameProblem ? 'error' : 'none'}
                validationMessage={nameProblem ?? undefined}
                data-testid="create-name-field"
              >
                <Input
                  value={name}
                  onChange={(_, d) => {
                    setName(d.value);
                    if (d.value.trim() !== '') setNameProblem(null);
                  }}
                  autoFocus
                  ref={nameInput}
                  data-testid="create-name"
                />
              </Field>
              {props.askClass && (
                <Field
                  label={t('lists.create.class_field')}
                  required
                  validationState={classProblem ? 'error' : 'none'}
                  validationMessage={classProblem ?? undefined}
                >
                  <ObjectPicker
                    classIds={[CLASS.Class]}
                    filter="[author] is not null"
                    value={classRef}
                    onChange={(picked) => {
                      setClassRef(picked);
                      if (picked) setClassProblem(null);
                    }}
                    aria-label={t('lists.create.class_field')}
                    data-testid="create-class"
                  />
                </Field>
              )}
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
              {problem && (
                <MessageBar intent="error">
                  <MessageBarBody style={{ whiteSpace: 'pre-line' }}>{problem}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" disabled={busy} data-testid="create-submit">
                {t('lists.create.submit')}
              </Button>
              <Button onClick={props.onClose}>{t('lists.create.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
