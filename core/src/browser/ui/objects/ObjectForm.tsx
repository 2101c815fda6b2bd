import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormField } from '../../../common/data-api.ts';
import { PROP } from '../../../common/ontology/system-ontology.ts';
import { parseConstraints, validateFields } from '../../../common/validation/field-validator.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import { fieldsInView, useClassViewOf } from '../../services/class-views.ts';
import { useService } from '../kernel-context.tsx';
import { FieldEditor } from './FieldEditor.tsx';
import { ConstraintsEditor, constraintsProblemText } from './ConstraintsEditor.tsx';
import { constraintsTextProblem } from './constraints-json.ts';
import { refusalAtField, refusalIn, systemPropertyLabel, translatedErrorText, useObjectsT } from './form-texts.ts';
import { changeOperations, fieldsByTab, initialValues, validatorValue, type FormValues } from './form-values.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  message: { whiteSpace: 'pre-line' },
});

export interface ObjectFormProps {
  classId: string;
  instId: string;
  /** Labels by property id, instead of the property's own name (e.g. translated system properties). */
  labels?: Readonly<Record<string, string>>;
  /** Fixed choices by property id (a single data field becomes a drop-down), e.g. the base types. */
  choices?: Readonly<Record<string, readonly { value: string; label: string }[]>>;
  /** Shown beside each name an object field offers (ObjectPicker's `detailProp`), e.g. the ontology. */
  pickerDetailProp?: string;
  /** Properties not to show. */
  hide?: readonly string[];
  /**
   * General properties (no domain: the core's code, subject area, stage, icon, colour…) to show too,
   * after the class's own (get_form's `also`).
   */
  also?: readonly string[];
  /** The values come from a similar instance: the obligatory rule of domain.md §5 is not applied. */
  similarInstance?: boolean;
  /** After the form loaded: the object's name and whether the viewer may change it. */
  onLoaded?(name: string, readonly: boolean): void;
  /** After a save: the object's (possibly new) name. */
  onSaved?(name: string): void;
  /**
   * Whether the form holds changes not yet saved, each time that changes. An editor page passes it to
   * `useUnsavedChanges`, so leaving the page asks first.
   */
  onDirtyChange?(dirty: boolean): void;
  /** Change it to load the form again (after a rename elsewhere). */
  reloadKey?: unknown;
}

type Load =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; fields: FormField[]; readonly: boolean; original: FormValues };

/**
 * An object's form built from get_form (spec shell.md §7): its fields grouped by tab, object fields
 * picked from their range, checked with the field validator of domain.md §5 before saving, saved with
 * set_data (only what changed), errors shown in the §8 text format.
 */
export function ObjectForm(props: ObjectFormProps) {
  const { t, language } = useObjectsT();
  const ft = t;
  const styles = useStyles();
  const data = useService(CORE_TOKENS.Data);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [values, setValues] = useState<FormValues>({});
  const [tab, setTab] = useState('main');
  const [issues, setIssues] = useState<Record<string, { message: string }[]>>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: true } | { ok: false; text: string } | null>(null);
  // The class's view for the user's roles (domain.md §3), if an area set one: fields, order and tabs.
  const view = useClassViewOf(useService(CORE_TOKENS.ClassViews), props.classId);

  const loaded = useRef(props.onLoaded);
  useEffect(() => {
    loaded.current = props.onLoaded;
  });
  // `hide` is a list literal at most call sites: its content, not its identity, matters.
  const hidden = (props.hide ?? []).join(',');
  const also = (props.also ?? []).join(',');
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    setResult(null);
    setIssues({});
    data
      .getForm({
        class: props.classId,
        inst: props.instId,
        prop_cap: true,
        ...(also ? { also: also.split(',') } : {}),
      })
      .then((form) => {
        if (!live) return;
        const fields = form.fields.filter((f) => !hidden.split(',').includes(f.prop));
        const original = initialValues(fields);
        setLoad({ status: 'ready', fields, readonly: form.readonly === true, original });
        setValues(original);
        const name = form.fields.find((f) => f.prop === PROP.name)?.values?.[0]?.val;
        loaded.current?.(typeof name === 'string' ? name : '', form.readonly === true);
      })
      .catch((error: unknown) => live && setLoad({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [data, props.classId, props.instId, props.reloadKey, hidden, also]);

  const shown = useMemo(
    () => (load.status === 'ready' ? fieldsInView(load.fields, view, PROP.name) : []),
    [load, view],
  );
  const tabs = useMemo(() => fieldsByTab(shown), [shown]);
  const dirty = useMemo(
    () => load.status === 'ready' && changeOperations(props.instId, load.fields, load.original, values).length > 0,
    [load, values, props.instId],
  );
  const dirtyChanged = useRef(props.onDirtyChange);
  useEffect(() => {
    dirtyChanged.current = props.onDirtyChange;
  });
  // A layout effect, so an owner's guard (useUnsavedChanges) hears of it in the keystroke's own task.
  useLayoutEffect(() => dirtyChanged.current?.(dirty), [dirty]);
  if (load.status === 'loading') return <Spinner label={t('objects.form.loading')} />;
  if (load.status === 'failed') {
    return (
      <MessageBar intent="error">
        <MessageBarBody className={styles.message}>
          {translatedErrorText(ft, load.error, t('objects.form.failed'))}
        </MessageBarBody>
      </MessageBar>
    );
  }

  // The name is obligatory whatever the class says: the server refuses an empty one (name.required).
  // Only the fields shown are checked: a field the view hides cannot be put right here (it is not changed).
  const rules = shown.map((f) =>
    f.prop === PROP.name ? { ...f, constraints: { ...parseConstraints(f.constraints), required: true } } : f,
  );
  const check = (next: FormValues) => {
    const found: Record<string, { message: string }[]> = validateFields(
      rules,
      Object.fromEntries(shown.map((f) => [f.prop, validatorValue(f, next[f.prop] ?? [])])),
      { similarInstance: props.similarInstance, language },
    );
    // A constraint descriptor must read, or the server would store a descriptor nothing can apply.
    const descriptor = next[PROP.constraints]?.[0];
    const problem = typeof descriptor === 'string' ? constraintsTextProblem(descriptor) : null;
    if (problem) found[PROP.constraints] = [{ message: constraintsProblemText(ft, problem) }];
    return found;
  };
  const change = (prop: string, list: FormValues[string]) => {
    const next = { ...values, [prop]: list };
    setValues(next);
    setResult(null);
    // Once a field showed a problem, it is re-checked as the user types.
    if (Object.keys(issues).length > 0) setIssues(check(next));
  };

  const save = async () => {
    const found = check(values);
    setIssues(found);
    const bad = Object.keys(found);
    if (bad.length > 0) {
      const first = shown.find((f) => bad.includes(f.prop));
      if (first) setTab(first.tab || 'main');
      setResult({ ok: false, text: t('objects.form.invalid') });
      return;
    }
    const ops = changeOperations(props.instId, load.fields, load.original, values);
    if (ops.length === 0) {
      setResult({ ok: true });
      return;
    }
    setSaving(true);
    try {
      await data.setData(ops);
      setLoad({ ...load, original: values });
      setResult({ ok: true });
      const name = values[PROP.name]?.[0];
      props.onSaved?.(typeof name === 'string' ? name : '');
    } catch (error) {
      // A refusal about one of the fields is shown at that field (its tab opened), translated.
      const refusal = refusalIn(error);
      const field = refusal?.field ? shown.find((f) => f.prop === refusal.field) : undefined;
      const atField = refusal && field ? refusalAtField(ft, refusal, language) : '';
      if (field && atField) {
        setIssues({ [field.prop]: [{ message: atField }] });
        setTab(field.tab || 'main');
      }
      setResult({
        ok: false,
        text: translatedErrorText(ft, error, t('objects.form.saveFailed'), field ? label(field) : undefined),
      });
    } finally {
      setSaving(false);
    }
  };

  function label(f: FormField): string {
    return props.labels?.[f.prop] ?? systemPropertyLabel(ft, f.prop) ?? f.cap ?? f.prop;
  }
  const shownTab = tabs.some(([id]) => id === tab) ? tab : (tabs[0]?.[0] ?? 'main');
  const tabLabel = (id: string) => (id === 'main' ? t('objects.form.tabMain') : id);
  const visible = tabs.find(([id]) => id === shownTab)?.[1] ?? [];

  return (
    <form
      className={styles.form}
      data-testid="object-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      {load.readonly && (
        <MessageBar intent="info">
          <MessageBarBody>{t('objects.form.readonly')}</MessageBarBody>
        </MessageBar>
      )}
      {tabs.length > 1 && (
        <TabList selectedValue={shownTab} onTabSelect={(_, d) => setTab(String(d.value))}>
          {tabs.map(([id, list]) => (
            <Tab key={id} value={id}>
              {tabLabel(id)}
              {list.some((f) => issues[f.prop]) ? ' •' : ''}
            </Tab>
          ))}
        </TabList>
      )}
      {visible.map((f) =>
        f.prop === PROP.constraints && !f.multiple ? (
          <ConstraintsEditor
            key={f.prop}
            label={label(f)}
            value={typeof values[f.prop]?.[0] === 'string' ? (values[f.prop]![0] as string) : ''}
            onChange={(text) => change(f.prop, text === '' ? [] : [text])}
            readonly={load.readonly}
            message={issues[f.prop]?.[0]?.message}
          />
        ) : (
          <FieldEditor
            key={f.prop}
            field={f}
            label={label(f)}
            values={values[f.prop] ?? []}
            onChange={(list) => change(f.prop, list)}
            issues={issues[f.prop]}
            readonly={load.readonly}
            choices={props.choices?.[f.prop]}
            pickerDetailProp={props.pickerDetailProp}
          />
        ),
      )}
      {result && (
        <MessageBar intent={result.ok ? 'success' : 'error'} data-testid="object-form-result">
          <MessageBarBody className={styles.message}>
            {result.ok ? t('objects.form.saved') : result.text}
          </MessageBarBody>
        </MessageBar>
      )}
      {!load.readonly && (
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={saving} data-testid="object-form-save">
            {t('objects.form.save')}
          </Button>
          <Button
            disabled={saving}
            onClick={() => {
              setValues(load.original);
              setIssues({});
              setResult(null);
            }}
          >
            {t('objects.form.reset')}
          </Button>
        </div>
      )}
    </form>
  );
}
