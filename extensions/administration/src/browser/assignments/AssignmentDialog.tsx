import { useState } from 'react';
import { Field, Input, Radio, RadioGroup, Select, Text } from '@fluentui/react-components';
import { CLASS, FormDialog, ObjectPicker, Services, useService, useT, type PickedObject } from '@ontobench/sdk';
import type { RoleDto } from '../../common/roles/api.ts';
import { createAssignment } from './api.ts';
import { ObjectTarget } from './ObjectTarget.tsx';

/**
 * A new assignment (shell.md §3, §6): a role to a user or to a data-source role, on an object or, with no
 * object, as a role membership; optionally until a date. Only active roles are offered; the server
 * checks that the role (and so its code, §5) is known. A global role takes no object (the picker goes);
 * a single-object role says so (the server refuses a second object for the same holder).
 */
export function AssignmentDialog(props: { roles: RoleDto[]; onClose: () => void; onCreated: () => void }) {
  const { t } = useT();
  const http = useService(Services.Http);
  const active = props.roles.filter((r) => !r.notActive && r.code);
  const [roleId, setRoleId] = useState('');
  const [kind, setKind] = useState<'user' | 'osaRole'>('user');
  const [user, setUser] = useState<PickedObject | null>(null);
  const [osaRoleId, setOsaRoleId] = useState('');
  const [object, setObject] = useState<PickedObject | null>(null);
  const [activeUntil, setActiveUntil] = useState('');
  const role = active.find((r) => r.id === roleId);

  const submit = () => {
    const problems: Record<string, string> = {};
    if (!roleId) problems.role = t('assignments.dialog.required');
    if (kind === 'user' && !user) problems.user = t('assignments.dialog.required');
    if (kind === 'osaRole' && !osaRoleId) problems.osaRole = t('assignments.dialog.required');
    if (Object.keys(problems).length > 0) return problems;
    return createAssignment(http, {
      roleId,
      ...(kind === 'user' ? { userId: user!.id } : { osaRoleId }),
      ...(object && !role?.isGlobal ? { objectId: object.id } : {}),
      ...(activeUntil ? { activeUntil } : {}),
    }).then(props.onCreated);
  };

  return (
    <FormDialog
      title={t('assignments.dialog.title')}
      submitLabel={t('shared.create')}
      failureHeading={t('assignments.dialog.failed')}
      onClose={props.onClose}
      onSubmit={submit}
      width={560}
      testId="admin-assignment-dialog"
      submitTestId="admin-assignment-submit"
      problemTestId="admin-assignment-problem"
    >
      {(field) => (
        <>
          <Field label={t('assignments.dialog.role')} required {...field.props('role')}>
            <Select value={roleId} onChange={(_, d) => setRoleId(d.value)} data-testid="admin-assignment-role">
              <option value="">{t('assignments.dialog.chooseRole')}</option>
              {active.map((r) => (
                <option key={r.id} value={r.id}>
                  {`${r.name} (${r.code})`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('assignments.dialog.holderKind')}>
            <RadioGroup layout="horizontal" value={kind} onChange={(_, d) => setKind(d.value as 'user' | 'osaRole')}>
              <Radio value="user" label={t('assignments.dialog.toUser')} />
              <Radio value="osaRole" label={t('assignments.dialog.toOsaRole')} data-testid="admin-assignment-to-role" />
            </RadioGroup>
          </Field>
          {kind === 'user' ? (
            <Field label={t('assignments.dialog.user')} required {...field.props('user')}>
              <ObjectPicker
                classIds={[CLASS.User]}
                value={user}
                onChange={setUser}
                aria-label={t('assignments.dialog.user')}
                data-testid="admin-assignment-user"
              />
            </Field>
          ) : (
            <Field label={t('assignments.dialog.osaRole')} required {...field.props('osaRole')}>
              <Select
                value={osaRoleId}
                onChange={(_, d) => setOsaRoleId(d.value)}
                data-testid="admin-assignment-osa-role"
              >
                <option value="">{t('assignments.dialog.chooseRole')}</option>
                {props.roles.map((r) => (
                  <option key={r.id} value={r.id}>
                    {`${r.name} (${r.code})`}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {role?.isGlobal ? (
            <Text data-testid="admin-assignment-global">{t('assignments.dialog.globalHint')}</Text>
          ) : (
            <>
              <ObjectTarget
                value={object}
                onChange={setObject}
                classLabel={t('assignments.dialog.objectClass')}
                objectLabel={t('assignments.dialog.object')}
                testId="admin-assignment"
              />
              {role && !role.isMulti && (
                <Text data-testid="admin-assignment-single">{t('assignments.dialog.singleHint')}</Text>
              )}
            </>
          )}
          <Field label={t('assignments.dialog.activeUntil')}>
            <Input
              type="date"
              value={activeUntil}
              onChange={(_, d) => setActiveUntil(d.value)}
              data-testid="admin-assignment-until"
            />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
