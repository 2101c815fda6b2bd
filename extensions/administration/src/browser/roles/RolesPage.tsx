import { useState } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  EmptyState,
  Page,
  Services,
  useErrorText,
  useLoad,
  useRoles,
  useService,
  useT,
  type Loaded,
  type RoleSummary,
} from '@ontobench/sdk';
import type { RoleDto } from '../../common/roles/api.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { deleteRole, listRoles } from './api.ts';
import { RoleDialog } from './RoleDialog.tsx';
import { RolesTable } from './RolesTable.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM, alignItems: 'center' },
});

/** The SDK's roles with the area's details of each (none yet for a role made since: shown without them). */
function joined(roles: Loaded<RoleSummary[]>, details: Loaded<RoleDto[]>): Loaded<RoleDto[]> {
  if (roles.status !== 'ready') return roles;
  if (details.status !== 'ready') return details;
  const byId = new Map(details.value.map((d) => [d.id, d]));
  return {
    status: 'ready',
    value: roles.value.map((r) => ({ subjectAreas: [], objects: [], editable: false, ...byId.get(r.id), ...r })),
  };
}

/**
 * `/settings/roles` (issue 21 item 2; shell.md §2 "roles list", §3 Role): every signed-in user sees every
 * role (the SDK's `useRoles`, the list the tag dialog offers too); administrators create, change and delete roles (not those the system or an
 * extension declared).
 */
export default function RolesPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const session = useService(Services.Session);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<{ role: RoleDto | null } | null>(null);
  // Which roles: the SDK's one list (the tag dialog offers the same); their subject areas, objects and
  // whether one may edit them: the area's call.
  const load = joined(
    useRoles(attempt),
    useLoad(`admin-roles-${attempt}`, (signal) => listRoles(http, signal)),
  );
  const reload = () => setAttempt((n) => n + 1);
  const admin = session.isAdmin;

  const remove = async (role: RoleDto) => {
    if (!(await dialogs.confirm({ title: t('roles.confirmDelete', { name: role.name }) }))) return;
    try {
      await deleteRole(http, role.id);
      notifications.show({ text: t('roles.deleted', { name: role.name }), color: 'success' });
      reload();
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('roles.deleteFailed'))).text, color: 'error' });
    }
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t('roles.loading')} />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <LoadFailed
        text={t('roles.failed', { message: load.status === 'failed' ? load.message : '' })}
        onRetry={reload}
        testId="admin-roles-failed"
      />
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t('roles.empty')}>
        <span data-testid="admin-roles-empty">{t('roles.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <RolesTable
        roles={load.value}
        admin={admin}
        onEdit={(role) => setOpen({ role })}
        onDelete={(role) => void remove(role)}
      />
    );

  return (
    <Page title={t('roles.title')} testId="admin-roles">
      <div className={styles.bar}>
        {admin ? (
          <Button appearance="primary" onClick={() => setOpen({ role: null })} data-testid="admin-role-create">
            {t('roles.create')}
          </Button>
        ) : (
          <Text>{t('roles.readOnlyHint')}</Text>
        )}
      </div>
      {body}
      {open && (
        <RoleDialog
          role={open.role}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            reload();
          }}
        />
      )}
    </Page>
  );
}
