import { useState } from 'react';
import { Button, Field, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  CLASS,
  EmptyState,
  ObjectPicker,
  Page,
  Services,
  useErrorText,
  useLoad,
  useService,
  useT,
  type PickedObject,
} from '@ontobench/sdk';
import type { AssignmentRow } from '../../common/assignments/api.ts';
import { listRoles } from '../roles/api.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import type { AssignmentPatch } from '../../common/assignments/api.ts';
import { deleteAssignment, fetchAssignments, updateAssignment } from './api.ts';
import { AssignmentDialog } from './AssignmentDialog.tsx';
import { AssignmentsTable, holderOf } from './AssignmentsTable.tsx';
import { ObjectTarget } from './ObjectTarget.tsx';

const useStyles = makeStyles({
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalM,
  },
});

/**
 * `/settings/assignments` (issue 21 item 2; administrators only): every assignment (suspended and expired
 * too) filtered by user, object and role; create, suspend or reactivate, change activeUntil, delete
 * (shell.md §4's transitions).
 */
export default function AssignmentsPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [user, setUser] = useState<PickedObject | null>(null);
  const [object, setObject] = useState<PickedObject | null>(null);
  const [roleId, setRoleId] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);
  const filter = { userId: user?.id, objectId: object?.id, roleId: roleId || undefined };
  const key = `admin-assignments-${attempt}-${filter.userId}-${filter.objectId}-${filter.roleId}`;
  const load = useLoad(key, (signal) => fetchAssignments(http, filter, signal));
  const roles = useLoad(`admin-assignment-roles-${attempt}`, (signal) => listRoles(http, signal));
  const roleList = roles.status === 'ready' ? roles.value : [];
  const reload = () => setAttempt((n) => n + 1);

  const change = async (row: AssignmentRow, patch: AssignmentPatch) => {
    try {
      await updateAssignment(http, row.id, patch);
      notifications.show({ text: t('assignments.changed'), color: 'success' });
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('assignments.actionFailed'))).text, color: 'error' });
    }
    reload();
  };
  const remove = async (row: AssignmentRow) => {
    const holder = holderOf(row, (name) => t('assignments.toRole', { name }));
    if (
      !(await dialogs.confirm({ title: t('assignments.confirmDelete', { role: row.role ?? row.role_code, holder }) }))
    )
      return;
    try {
      await deleteAssignment(http, row.id);
      notifications.show({ text: t('assignments.deleted'), color: 'success' });
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('assignments.actionFailed'))).text, color: 'error' });
    }
    reload();
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t('assignments.loading')} />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <LoadFailed
        text={t('assignments.failed', { message: load.status === 'failed' ? load.message : '' })}
        onRetry={reload}
        testId="admin-assignments-failed"
      />
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t('assignments.empty')}>
        <span data-testid="admin-assignments-empty">{t('assignments.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <>
        <Text block>{t('assignments.total', { count: load.value.length })}</Text>
        <AssignmentsTable
          rows={load.value}
          onSuspend={(row, notActive) => void change(row, { notActive })}
          onActiveUntil={(row, activeUntil) => void change(row, { activeUntil })}
          onDelete={(row) => void remove(row)}
        />
      </>
    );

  return (
    <Page title={t('assignments.title')} testId="admin-assignments">
      <section className={styles.filters} aria-label={t('assignments.filters')}>
        <Field label={t('assignments.user')}>
          <ObjectPicker
            classIds={[CLASS.User]}
            value={user}
            onChange={setUser}
            aria-label={t('assignments.user')}
            data-testid="admin-assignments-user"
          />
        </Field>
        <ObjectTarget
          value={object}
          onChange={setObject}
          classLabel={t('assignments.objectClass')}
          objectLabel={t('assignments.object')}
          testId="admin-assignments-filter"
        />
        <Field label={t('assignments.role')}>
          <Select value={roleId} onChange={(_, d) => setRoleId(d.value)} data-testid="admin-assignments-role">
            <option value="">{t('assignments.anyRole')}</option>
            {roleList.map((r) => (
              <option key={r.id} value={r.id}>
                {`${r.name} (${r.code})`}
              </option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" onClick={() => setCreating(true)} data-testid="admin-assignment-create">
          {t('assignments.create')}
        </Button>
      </section>
      {body}
      {creating && (
        <AssignmentDialog
          roles={roleList}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            reload();
          }}
        />
      )}
    </Page>
  );
}
