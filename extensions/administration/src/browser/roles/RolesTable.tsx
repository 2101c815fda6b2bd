import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
} from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { RoleDto } from '../../common/roles/api.ts';
import { useAdminTableStyles } from '../shared/table-styles.ts';

/** The roles: code, name, kind, subject areas, objects, state; an administrator's actions on editable ones. */
export function RolesTable(props: {
  roles: RoleDto[];
  admin: boolean;
  onEdit: (role: RoleDto) => void;
  onDelete: (role: RoleDto) => void;
}) {
  const { t } = useT();
  const styles = useAdminTableStyles();
  const names = (list: { name: string }[]) => list.map((x) => x.name).join(', ');
  return (
    <div className={styles.scroll}>
      <Table className={styles.table} size="small" aria-label={t('roles.title')} data-testid="admin-roles-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('roles.columns.code')}</TableHeaderCell>
            <TableHeaderCell>{t('roles.columns.name')}</TableHeaderCell>
            <TableHeaderCell>{t('roles.columns.kind')}</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>{t('roles.columns.subjectAreas')}</TableHeaderCell>
            <TableHeaderCell className={styles.wide}>{t('roles.columns.objects')}</TableHeaderCell>
            <TableHeaderCell>{t('roles.columns.state')}</TableHeaderCell>
            {props.admin && <TableHeaderCell>{t('roles.columns.actions')}</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.roles.map((role) => (
            <TableRow key={role.id} data-testid="admin-role-row" data-code={role.code}>
              <TableCell className={styles.code}>{role.code}</TableCell>
              <TableCell className={styles.wrap}>{role.name}</TableCell>
              <TableCell>
                <span className={styles.row}>
                  {role.isGlobal && <Badge appearance="tint">{t('roles.global')}</Badge>}
                  {role.isMulti && (
                    <Badge appearance="tint" color="informative">
                      {t('roles.multi')}
                    </Badge>
                  )}
                  {!role.editable && props.admin && <Badge appearance="outline">{t('roles.declared')}</Badge>}
                </span>
              </TableCell>
              <TableCell className={mergeClasses(styles.wrap, styles.wide)}>{names(role.subjectAreas)}</TableCell>
              <TableCell className={mergeClasses(styles.wrap, styles.wide)}>{names(role.objects)}</TableCell>
              <TableCell>
                {role.notActive ? (
                  <Badge appearance="tint" color="danger">
                    {t('roles.notActive')}
                  </Badge>
                ) : (
                  t('roles.active')
                )}
              </TableCell>
              {props.admin && (
                <TableCell>
                  {role.editable && (
                    <span className={styles.row}>
                      <Button
                        size="small"
                        onClick={() => props.onEdit(role)}
                        aria-label={t('roles.editOf', { name: role.name })}
                      >
                        {t('shared.edit')}
                      </Button>
                      <Button
                        size="small"
                        onClick={() => props.onDelete(role)}
                        aria-label={t('roles.deleteOf', { name: role.name })}
                      >
                        {t('shared.delete')}
                      </Button>
                    </span>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
