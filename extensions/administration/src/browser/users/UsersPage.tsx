import { useState } from 'react';
import { Button, Checkbox, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EmptyState, Page, Services, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import { USERS_PAGE_SIZE, type UserDto } from '../../common/users/api.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { Pager } from '../shared/Pager.tsx';
import { listUsers, updateUser, usersQuery, type UsersFilter } from './api.ts';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { PasswordDialog } from './PasswordDialog.tsx';
import { UsersTable } from './UsersTable.tsx';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
});

type Open = { kind: 'create' } | { kind: 'edit'; user: UserDto } | { kind: 'password'; user: UserDto } | null;

/**
 * `/settings/users` (issue 21 item 1; administrators only): accounts searched and paged on the server,
 * created, changed (flags, app, routes, hidden components, licence), suspended or reactivated, given a
 * new password; account-deletion requests listed with a filter.
 */
export default function UsersPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const session = useService(Services.Session);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<UsersFilter>({ search: '', deletionOnly: false });
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<Open>(null);
  const query = usersQuery(filter, page);
  const load = useLoad(`admin-users-${attempt}-${query}`, (signal) => listUsers(http, query, signal));
  const reload = () => setAttempt((n) => n + 1);
  const apply = (next: UsersFilter) => {
    setFilter(next);
    setPage(0);
  };

  const suspend = async (user: UserDto, accessSuspended: boolean) => {
    try {
      await updateUser(http, user.id, { accessSuspended });
      notifications.show({
        text: t(accessSuspended ? 'users.suspended' : 'users.reactivated', { name: user.name }),
        color: 'success',
      });
      reload();
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('users.actionFailed'))).text, color: 'error' });
    }
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t('users.loading')} />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <LoadFailed
        text={t('users.failed', { message: load.status === 'failed' ? load.message : '' })}
        onRetry={reload}
        testId="admin-users-failed"
      />
    );
  else if (load.value.items.length === 0)
    body = (
      <EmptyState title={t('users.empty')}>
        <span data-testid="admin-users-empty">{t('users.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <>
        <Text block>{t('users.total', { count: load.value.total })}</Text>
        <UsersTable
          items={load.value.items}
          selfId={session.user?.id}
          onEdit={(user) => setOpen({ kind: 'edit', user })}
          onPassword={(user) => setOpen({ kind: 'password', user })}
          onSuspend={(user, value) => void suspend(user, value)}
        />
        <Pager page={page} size={USERS_PAGE_SIZE} total={load.value.total} onPage={setPage} />
      </>
    );

  const done = () => {
    setOpen(null);
    reload();
  };
  return (
    <Page title={t('users.title')} testId="admin-users">
      <form
        className={styles.bar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...filter, search: text });
        }}
      >
        <Field label={t('users.searchLabel')}>
          <Input value={text} onChange={(_, d) => setText(d.value)} data-testid="admin-users-search" />
        </Field>
        <Button type="submit">{t('shared.search')}</Button>
        <Checkbox
          label={t('users.deletionOnly')}
          checked={filter.deletionOnly}
          onChange={(_, d) => apply({ ...filter, deletionOnly: d.checked === true })}
          data-testid="admin-users-deletion-only"
        />
        <Button appearance="primary" onClick={() => setOpen({ kind: 'create' })} data-testid="admin-user-create">
          {t('users.create')}
        </Button>
      </form>
      {body}
      {open?.kind === 'create' && <CreateUserDialog onClose={() => setOpen(null)} onCreated={done} />}
      {open?.kind === 'edit' && (
        <EditUserDialog
          user={open.user}
          self={open.user.id === session.user?.id}
          onClose={() => setOpen(null)}
          onSaved={done}
        />
      )}
      {open?.kind === 'password' && (
        <PasswordDialog
          user={open.user}
          onClose={() => setOpen(null)}
          onDone={() => {
            notifications.show({ text: t('users.password.done', { name: open.user.name }), color: 'success' });
            done();
          }}
        />
      )}
    </Page>
  );
}
