import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { CopyChange } from '../../common/copy/api.ts';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed', width: '100%', marginTop: tokens.spacingVerticalM },
  wrap: { overflowWrap: 'anywhere' },
});

/** The preview of a copy: every change — what, to whom, on what, how. */
export function PlanTable(props: { changes: CopyChange[] }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <Table className={styles.table} size="small" aria-label={t('copy.planTitle')} data-testid="admin-copy-plan">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('copy.columns.what')}</TableHeaderCell>
          <TableHeaderCell>{t('copy.columns.target')}</TableHeaderCell>
          <TableHeaderCell>{t('copy.columns.name')}</TableHeaderCell>
          <TableHeaderCell>{t('copy.columns.action')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.changes.map((c, n) => (
          <TableRow key={n} data-testid="admin-copy-change">
            <TableCell>{t(`copy.kind.${c.what}`)}</TableCell>
            <TableCell className={styles.wrap}>
              {c.targetKind === 'role'
                ? t('copy.targetRole', { name: c.targetName, code: c.target })
                : t('copy.targetUser', { name: c.targetName })}
            </TableCell>
            <TableCell className={styles.wrap}>{c.name}</TableCell>
            <TableCell>{t(`copy.action.${c.action}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
