import { useState } from 'react';
import { Checkbox, Field, Input, Tag, TagGroup } from '@fluentui/react-components';
import { CLASS, FormDialog, ObjectPicker, Services, useService, useT } from '@ontobench/sdk';
import type { RoleDto } from '../../common/roles/api.ts';
import { createRole, updateRole } from './api.ts';

/** A new role or a change of one (shell.md §3 Role): code, name, global, multi-object, not active, subject areas. */
export function RoleDialog(props: { role: RoleDto | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const r = props.role;
  const [code, setCode] = useState(r?.code ?? '');
  const [name, setName] = useState(r?.name ?? '');
  const [isGlobal, setGlobal] = useState(r?.isGlobal ?? false);
  const [isMulti, setMulti] = useState(r?.isMulti ?? false);
  const [notActive, setNotActive] = useState(r?.notActive ?? false);
  const [areas, setAreas] = useState(r?.subjectAreas ?? []);

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!code.trim()) problems.code = t('roles.dialog.required');
    if (!name.trim()) problems.name = t('roles.dialog.required');
    if (Object.keys(problems).length > 0) return problems;
    const body = {
      code: code.trim(),
      name: name.trim(),
      isGlobal,
      isMulti,
      notActive,
      subjectAreas: areas.map((a) => a.id),
    };
    return (r ? updateRole(http, r.id, body) : createRole(http, body)).then(props.onSaved);
  };

  return (
    <FormDialog
      title={r ? t('roles.dialog.editTitle', { name: r.name }) : t('roles.dialog.createTitle')}
      submitLabel={r ? t('shared.save') : t('shared.create')}
      failureHeading={r ? t('roles.dialog.saveFailed') : t('roles.dialog.createFailed')}
      onClose={props.onClose}
      onSubmit={submit}
      width={540}
      testId="admin-role-dialog"
      submitTestId="admin-role-submit"
      problemTestId="admin-role-problem"
    >
      {(field) => (
        <>
          <Field label={t('roles.dialog.code')} hint={t('roles.dialog.codeHint')} required {...field.props('code')}>
            <Input value={code} onChange={(_, d) => setCode(d.value)} data-testid="admin-role-code" />
          </Field>
          <Field label={t('roles.dialog.name')} required {...field.props('name')}>
            <Input value={name} onChange={(_, d) => setName(d.value)} data-testid="admin-role-name" />
          </Field>
          <Checkbox
            label={t('roles.dialog.isGlobal')}
            checked={isGlobal}
            onChange={(_, d) => setGlobal(d.checked === true)}
          />
          <Checkbox
            label={t('roles.dialog.isMulti')}
            checked={isMulti}
            onChange={(_, d) => setMulti(d.checked === true)}
          />
          <Checkbox
            label={t('roles.dialog.notActive')}
            checked={notActive}
            onChange={(_, d) => setNotActive(d.checked === true)}
            data-testid="admin-role-not-active"
          />
          <Field label={t('roles.dialog.subjectAreas')}>
            <ObjectPicker
              classIds={[CLASS.SubjectArea]}
              value={null}
              exclude={areas.map((a) => a.id)}
              onChange={(picked) => picked && setAreas([...areas, picked])}
              aria-label={t('roles.dialog.addSubjectArea')}
            />
          </Field>
          {areas.length > 0 && (
            <TagGroup
              aria-label={t('roles.dialog.subjectAreas')}
              onDismiss={(_, d) => setAreas(areas.filter((a) => a.id !== d.value))}
            >
              {areas.map((a) => (
                <Tag
                  key={a.id}
                  value={a.id}
                  dismissible
                  size="small"
                  dismissIcon={{ 'aria-label': `${t('shared.delete')} ${a.name}` }}
                >
                  {a.name}
                </Tag>
              ))}
            </TagGroup>
          )}
        </>
      )}
    </FormDialog>
  );
}
