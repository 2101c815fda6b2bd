import {
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EmptyState, Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { DiagramTable } from '../../../common/diagram/api.ts';
import { runSearch, type ResultCell } from '../api.ts';
import { tableView, type TableSelection } from '../model/tables.ts';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  scroll: { overflow: 'auto', maxHeight: '320px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

const cellText = (cell: ResultCell) => (cell === null ? '' : String(cell));

/**
 * A table bound to a semantic search (domain.md §3 "tables"): the search's first rows (`runSearch`),
 * filtered by the selected element's bound object when the table has a filter column (`tableView`).
 */
export function BoundTable(props: { table: DiagramTable; selection: TableSelection | null }) {
  const { table, selection } = props;
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const name = table.name.trim() || t('versions.table.untitled');
  const load = useLoad(`table:${table.ss}`, (signal) => runSearch(http, table.ss, signal));

  if (load.status === 'loading') return <Spinner size="tiny" label={t('versions.table.loading', { name })} />;
  if (load.status !== 'ready')
    return (
      <MessageBar intent="error" data-testid="diagram-table-failed">
        <MessageBarBody>
          {t('versions.table.failed', { name, message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
      </MessageBar>
    );
  const result = load.value;
  const view = tableView(result, table, selection);
  return (
    <div className={styles.box} data-testid="diagram-table">
      <Text weight="semibold">{name}</Text>
      {view.filteredBy !== null && (
        <Caption1 className={styles.hint}>{t('versions.table.filtered', { name: view.filteredBy })}</Caption1>
      )}
      {view.unbound && <Caption1 className={styles.hint}>{t('versions.table.unbound')}</Caption1>}
      {view.rows.length === 0 ? (
        <EmptyState title={t('versions.table.empty')} />
      ) : (
        <div className={styles.scroll}>
          <Table size="small" aria-label={name}>
            <TableHeader>
              <TableRow>
                {result.columns.map((column) => (
                  <TableHeaderCell key={column.code}>{column.title}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {view.rows.map((row, index) => (
                <TableRow key={index} data-testid="diagram-table-row">
                  {row.map((cell, column) => (
                    <TableCell key={column}>{cellText(cell)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {result.total > result.rows.length && (
        <Caption1 className={styles.hint}>
          {t('versions.table.more', { shown: result.rows.length, total: result.total })}
        </Caption1>
      )}
    </div>
  );
}
