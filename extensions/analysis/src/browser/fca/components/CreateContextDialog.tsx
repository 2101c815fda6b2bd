import { useState, type ReactNode } from 'react';
import { Checkbox, Field, Input, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import {
  CLASS,
  FormDialog,
  ObjectPicker,
  Services,
  useLoad,
  useService,
  useT,
  type PickedObject,
} from '@ontobench/sdk';
import {
  FCA_MAX_ATTRIBUTES,
  FCA_MAX_CONCEPTS,
  FCA_MAX_OBJECTS,
  FCA_MAX_PROPERTIES,
  type FcaContextInfo,
} from '../../../common/fca/api.ts';
import { classProperties, createContext } from '../api.ts';

const useStyles = makeStyles({
  properties: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '240px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
  },
  kind: { color: tokens.colorNeutralForeground3 },
  fieldset: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/** The properties of the chosen class, each a checkbox (chosen in the order ticked, as the context keeps it). */
function PropertyChoices(props: { classId: string; chosen: string[]; onChange(ids: string[]): void }) {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const load = useLoad(`fca-props-${props.classId}`, (signal) => classProperties(data, props.classId, signal));
  if (load.status === 'loading') return <Spinner size="tiny" label={t('fca.create.propertiesLoading')} />;
  if (load.status !== 'ready') return <span>{t('fca.create.propertiesFailed')}</span>;
  if (load.value.length === 0)
    return <span data-testid="fca-create-no-properties">{t('fca.create.noProperties')}</span>;
  return (
    <div
      className={styles.properties}
      role="group"
      aria-label={t('fca.create.properties')}
      data-testid="fca-create-properties"
    >
      {load.value.map((p) => (
        <Checkbox
          key={p.id}
          checked={props.chosen.includes(p.id)}
          onChange={(_, d) =>
            props.onChange(d.checked ? [...props.chosen, p.id] : props.chosen.filter((id) => id !== p.id))
          }
          label={
            <>
              {p.name} <span className={styles.kind}>({t(`fca.create.${p.kind}`)})</span>
            </>
          }
        />
      ))}
    </div>
  );
}

/**
 * The properties' frame: a fieldset, not a Fluent `Field` (a Field gives its one control its id, and
 * every checkbox would take it), with the limits and the dialog's problem under it.
 */
function PropertiesField(props: { hint: string; problem: string | undefined; children: ReactNode }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('fca.create.properties')}</legend>
      {props.children}
      {props.problem && (
        <div role="alert" className={styles.problem}>
          {props.problem}
        </div>
      )}
      <div className={styles.kind}>{props.hint}</div>
    </fieldset>
  );
}

/** Create a formal context: a name, a class the user may read, its properties (data or object). */
export function CreateContextDialog(props: { onClose(): void; onCreated(info: FcaContextInfo): void }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [name, setName] = useState('');
  const [cls, setCls] = useState<PickedObject | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('fca.create.nameRequired');
    if (!cls) problems.class = t('fca.create.classRequired');
    else if (chosen.length === 0) problems.properties = t('fca.create.propertiesRequired');
    if (Object.keys(problems).length) return problems;
    return createContext(http, { name: name.trim(), classId: cls!.id, propertyIds: chosen }).then(props.onCreated);
  };

  return (
    <FormDialog
      title={t('fca.create.title')}
      submitLabel={t('fca.create.submit')}
      failureHeading={t('fca.create.failed')}
      onSubmit={submit}
      onClose={props.onClose}
      testId="fca-create-dialog"
      submitTestId="fca-create-submit"
      width={560}
    >
      {(field) => (
        <>
          <Field label={t('fca.create.name')} required {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="fca-create-name" />
          </Field>
          <Field label={t('fca.create.class')} required {...field.props('class')}>
            <ObjectPicker
              classIds={[CLASS.Class]}
              value={cls}
              onChange={(v) => {
                setCls(v);
                setChosen([]);
                field.clear('class');
              }}
              aria-label={t('fca.create.class')}
              data-testid="fca-create-class"
            />
          </Field>
          <PropertiesField
            problem={field.props('properties').validationMessage}
            hint={t('fca.create.limits', {
              properties: FCA_MAX_PROPERTIES,
              objects: FCA_MAX_OBJECTS,
              attributes: FCA_MAX_ATTRIBUTES,
              concepts: FCA_MAX_CONCEPTS,
            })}
          >
            {cls ? (
              <PropertyChoices
                classId={cls.id}
                chosen={chosen}
                onChange={(ids) => {
                  setChosen(ids.slice(0, FCA_MAX_PROPERTIES));
                  field.clear('properties');
                }}
              />
            ) : (
              <span>{t('fca.create.pickClassFirst')}</span>
            )}
          </PropertiesField>
        </>
      )}
    </FormDialog>
  );
}
