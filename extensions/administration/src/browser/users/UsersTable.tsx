import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { formatDate, useT } from '@ontobench/sdk';
import type { UserDto } from '../../common/users/api.ts';
import { useAdminTableStyles } from '../shared/table-styles.ts';

export interface UserActions {
  onEdit: (user: UserDto) => void;
  onPassword: (user: UserDto) => void;
  onSuspend: (user: UserDto, suspend: boolean) => void;
}

/** One page of accounts: name, e-mail, app, flags, licence, deletion request, and the row's actions. */
export function UsersTable(props: { items: UserDto[]; selfId: string | undefined } & UserActions) {
  const { t } = useT();
  const styles = useAdminTableStyles();
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} size="small" aria-label={t('users.title')} data-testid="admin-users-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('users.columns.name')}</TableHeaderCell>
            <TableHeaderCell>{t('users.columns.email')}</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>{t('users.columns.app')}</TableHeaderCell>
            <TableHeaderCell>{t('users.columns.flags')}</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>{t('users.columns.licence')}</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>{t('users.columns.deletion')}</TableHeaderCell>
            <TableHeaderCell>{t('users.columns.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.items.map((user) => (
            <TableRow key={user.id} data-testid="admin-user-row" data-user={user.email}>
              <TableCell className={styles.wrap}>{user.name}</TableCell>
              <TableCell className={styles.wrap}>{user.email}</TableCell>
              <TableCell className={styles.wide}>{t(`users.apps.${user.app}`, { defaultValue: user.app })}</TableCell>
              <TableCell>
                <span className={styles.row}>
                  {user.isAdmin && <Badge appearance="tint">{t('users.flags.admin')}</Badge>}
                  {user.isBetaTester && (
                    <Badge appearance="tint" color="informative">
                      {t('users.flags.beta')}
                    </Badge>
                  )}
                  {user.accessSuspended && (
                    <Badge appearance="tint" color="danger" data-testid="admin-user-suspended">
                      {t('users.flags.suspended')}
                    </Badge>
                  )}
                  {!user.hasPassword && <Badge appearance="outline">{t('users.flags.noPassword')}</Badge>}
                </span>
              </TableCell>
              <TableCell className={styles.wide}>
                {user.licenseExpirationDate ? formatDate(user.licenseExpirationDate) : ''}
              </TableCell>
              <TableCell className={styles.wide} data-testid="admin-user-deletion">
                {user.accountDeletedDate
                  ? t('users.deletedOn', { date: formatDate(user.accountDeletedDate) })
                  : user.deleteAccountRequestDate
                    ? formatDate(user.deleteAccountRequestDate)
                    : ''}
              </TableCell>
              <TableCell>
                <span className={styles.row}>
                  <Button
                    size="small"
                    onClick={() => props.onEdit(user)}
                    aria-label={t('users.editOf', { name: user.name })}
                  >
                    {t('shared.edit')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => props.onPassword(user)}
                    aria-label={t('users.passwordOf', { name: user.name })}
                  >
                    {t('users.setPassword')}
                  </Button>
                  {user.id !== props.selfId && (
                    <Button
                      size="small"
                      onClick={() => props.onSuspend(user, !user.accessSuspended)}
                      data-testid="admin-user-suspend"
                    >
                      {user.accessSuspended ? t('users.reactivate') : t('users.suspend')}
                    </Button>
                  )}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
