import { useEffect, useState } from 'react';
import { Field, MessageBar, MessageBarBody, Select, Spinner, Text } from '@fluentui/react-components';
import {
  CLASS,
  FormDialog,
  ObjectPicker,
  PROP,
  Services,
  useErrorText,
  useService,
  useT,
  type PickedObject,
} from '@ontobench/sdk';
import { LIST_ONLY_PROPS, type ClassViewDto, type ClassViewField } from '../../common/views/api.ts';
import type { RoleDto } from '../../common/roles/api.ts';
import { saveView } from './api.ts';
import { ViewFields, type EditedField } from './ViewFields.tsx';

type Fields =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; text: string }
  | { status: 'ready'; list: EditedField[] };

/**
 * A view of a class for a role (domain.md §3): pick the class and the role, then which fields of the
 * class's form (get_form) are shown, in which order, on which tab. Saving replaces the view of that class
 * and role.
 */
export function ViewDialog(props: {
  view: ClassViewDto | null;
  roles: RoleDto[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const errorText = useErrorText();
  const v = props.view;
  const [klass, setKlass] = useState<PickedObject | null>(v ? { id: v.classId, name: v.className } : null);
  const [role, setRole] = useState(v?.roleCode ?? '');
  const [fields, setFields] = useState<Fields>({ status: 'idle' });

  useEffect(() => {
    if (!klass) return setFields({ status: 'idle' });
    let live = true;
    setFields({ status: 'loading' });
    data.getForm({ class: klass.id, prop_cap: true }).then(
      (form) =>
        live &&
        setFields({
          status: 'ready',
          list: editedFields(form.fields, v, {
            [PROP.name]: t('views.editor.name'),
            [PROP.author]: t('views.editor.author'),
            [PROP.creationDate]: t('views.editor.created'),
          }),
        }),
      async (error: unknown) =>
        live && setFields({ status: 'failed', text: (await errorText(error, t('views.editor.formFailed'))).text }),
    );
    return () => {
      live = false;
    };
    // The view's own fields matter only for the class it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [klass?.id, data]);

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!klass) problems.class = t('views.editor.required');
    if (!role) problems.role = t('views.editor.required');
    const list = fields.status === 'ready' ? fields.list : [];
    if (klass && fields.status === 'ready' && !list.some((f) => f.shown)) problems.fields = t('views.editor.noneShown');
    if (Object.keys(problems).length > 0) return problems;
    const body = { classId: klass!.id, roleCode: role, fields: list.flatMap(viewField) };
    return saveView(http, body).then(props.onSaved);
  };

  return (
    <FormDialog
      title={v ? t('views.editor.editTitle', { name: v.className, role: v.roleCode }) : t('views.editor.createTitle')}
      submitLabel={t('shared.save')}
      failureHeading={t('views.editor.saveFailed')}
      onClose={props.onClose}
      onSubmit={submit}
      width={640}
      testId="admin-view-dialog"
      submitTestId="admin-view-submit"
      problemTestId="admin-view-problem"
    >
      {(field) => (
        <>
          <Field label={t('views.editor.class')} required {...field.props('class')}>
            <ObjectPicker
              classIds={[CLASS.Class]}
              value={klass}
              onChange={setKlass}
              disabled={v !== null}
              aria-label={t('views.editor.class')}
              data-testid="admin-view-class"
            />
          </Field>
          <Field label={t('views.editor.role')} required {...field.props('role')}>
            <Select
              value={role}
              disabled={v !== null}
              onChange={(_, d) => setRole(d.value)}
              data-testid="admin-view-role"
            >
              <option value="">{t('views.editor.pickRole')}</option>
              {props.roles.map((r) => (
                <option key={r.id} value={r.code}>
                  {`${r.name} (${r.code})`}
                </option>
              ))}
            </Select>
          </Field>
          {/* The list is outside the Field: a Field lends its id and label to one control, not to a list of them. */}
          <Field label={t('views.editor.fields')} hint={t('views.editor.fieldsHint')} {...field.props('fields')}>
            <Text data-testid="admin-view-shown">
              {fields.status === 'ready'
                ? t('views.editor.shownCount', {
                    shown: fields.list.filter((f) => f.shown).length,
                    all: fields.list.length,
                  })
                : ''}
            </Text>
          </Field>
          {fields.status === 'idle' ? (
            <Text>{t('views.editor.pickClassFirst')}</Text>
          ) : fields.status === 'loading' ? (
            <Spinner size="tiny" label={t('views.editor.formLoading')} />
          ) : fields.status === 'failed' ? (
            <MessageBar intent="error">
              <MessageBarBody>{fields.text}</MessageBarBody>
            </MessageBar>
          ) : (
            <ViewFields fields={fields.list} onChange={(list) => setFields({ status: 'ready', list })} />
          )}
        </>
      )}
    </FormDialog>
  );
}

/** An edited field as the view stores it: on the form, a list column, or both; nothing when neither. */
function viewField(f: EditedField): ClassViewField[] {
  if (!f.shown && f.list !== true) return [];
  return [
    {
      prop: f.prop,
      ...(f.shown && f.tab.trim() ? { tab: f.tab.trim() } : {}),
      ...(f.list !== undefined ? { list: f.list } : {}),
      ...(f.shown ? {} : { form: false as const }),
    },
  ];
}

/**
 * The editor's fields: the form's, then the list-only author and creation date; the view's first, in its
 * order, then the rest (off the form and the lists, or for a new view all on the form, columns as each
 * list has them).
 */
function editedFields(
  form: { prop: string; cap?: string; tab: string }[],
  view: ClassViewDto | null,
  labels: Record<string, string>,
): EditedField[] {
  const onForm: EditedField[] = form.map((f) => ({
    prop: f.prop,
    label: labels[f.prop] ?? f.cap ?? f.prop,
    shown: !view,
    tab: f.tab === 'main' ? '' : f.tab,
  }));
  const listOnly: EditedField[] = LIST_ONLY_PROPS.filter((p) => !form.some((f) => f.prop === p)).map((prop) => ({
    prop,
    label: labels[prop] ?? prop,
    shown: false,
    tab: '',
    list: false,
    listOnly: true,
  }));
  const all = [...onForm, ...listOnly];
  if (!view) return all;
  const byProp = new Map(all.map((f) => [f.prop, f]));
  const inView = view.fields.flatMap((vf) => {
    const f = byProp.get(vf.prop);
    return f ? [{ ...f, shown: vf.form !== false && !f.listOnly, tab: vf.tab ?? '', list: vf.list }] : [];
  });
  return [...inView, ...all.filter((f) => !view.fields.some((vf) => vf.prop === f.prop))];
}
