import {
  Badge,
  Button,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { assignmentState, useT } from '@ontobench/sdk';
import type { AssignmentRow } from '../../common/assignments/api.ts';
import { useAdminTableStyles } from '../shared/table-styles.ts';

const COLOR = { active: 'success', suspended: 'warning', expired: 'danger' } as const;

export interface AssignmentActions {
  onSuspend: (row: AssignmentRow, notActive: boolean) => void;
  onActiveUntil: (row: AssignmentRow, activeUntil: string | null) => void;
  onDelete: (row: AssignmentRow) => void;
}

/** Who holds an assignment, as a row says it: the user, or the data-source role. */
export function holderOf(row: AssignmentRow, toRole: (name: string) => string): string {
  return row.user ?? (row.osaRole ? toRole(row.osaRole) : '—');
}

/**
 * The assignments: object (or a membership), role, holder, state (shell.md §4: it counts only when not
 * suspended and activeUntil is empty or later than today), activeUntil changed in place, actions.
 */
export function AssignmentsTable(props: { rows: AssignmentRow[] } & AssignmentActions) {
  const { t } = useT();
  const styles = useAdminTableStyles();
  const today = new Date().toISOString().slice(0, 10);
  const toRole = (name: string) => t('assignments.toRole', { name });
  return (
    <div className={styles.scroll}>
      <Table
        className={styles.table}
        size="small"
        aria-label={t('assignments.title')}
        data-testid="admin-assignments-table"
      >
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('assignments.columns.object')}</TableHeaderCell>
            <TableHeaderCell>{t('assignments.columns.role')}</TableHeaderCell>
            <TableHeaderCell>{t('assignments.columns.holder')}</TableHeaderCell>
            <TableHeaderCell>{t('assignments.columns.state')}</TableHeaderCell>
            <TableHeaderCell>{t('assignments.columns.activeUntil')}</TableHeaderCell>
            <TableHeaderCell>{t('assignments.columns.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.rows.map((row) => {
            const state = assignmentState(row, today);
            const role = row.role ? `${row.role} (${row.role_code ?? ''})` : (row.role_code ?? '—');
            const holder = holderOf(row, toRole);
            return (
              <TableRow key={row.id} data-testid="admin-assignment-row" data-assignment={row.id}>
                <TableCell className={styles.wrap}>
                  {row.obj_id ? (row.obj ?? row.obj_id) : t('assignments.membership')}
                </TableCell>
                <TableCell className={styles.wrap}>{role}</TableCell>
                <TableCell className={styles.wrap}>{holder}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={COLOR[state]} data-testid="admin-assignment-state">
                    {t(`assignments.states.${state}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  <Input
                    type="date"
                    size="small"
                    aria-label={`${t('assignments.columns.activeUntil')}: ${role} — ${holder}`}
                    defaultValue={row.activeUntil ?? ''}
                    onBlur={(e) => {
                      const next = e.target.value || null;
                      if (next !== row.activeUntil) props.onActiveUntil(row, next);
                    }}
                  />
                </TableCell>
                <TableCell>
                  <span className={styles.row}>
                    <Button
                      size="small"
                      onClick={() => props.onSuspend(row, !row.not_active)}
                      data-testid="admin-assignment-suspend"
                    >
                      {row.not_active ? t('assignments.reactivate') : t('assignments.suspend')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => props.onDelete(row)}
                      aria-label={t('assignments.deleteOf', { role, holder })}
                    >
                      {t('shared.delete')}
                    </Button>
                  </span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
