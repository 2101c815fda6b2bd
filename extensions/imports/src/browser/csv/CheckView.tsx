import {
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useT } from '@ontobench/sdk';
import type { RowError } from '../../common/results/api.ts';

/** What the dry run (or a refused import) found: no errors, or every bad cell with its row and column. */
export function CheckView(props: { rowCount: number; errorCount: number; errors: RowError[] }) {
  const { t } = useT();
  if (props.errorCount === 0)
    return (
      <MessageBar intent="success" data-testid="imports-check-ok">
        <MessageBarBody>{t('csv.check.ok', { count: props.rowCount })}</MessageBarBody>
      </MessageBar>
    );
  return (
    <div data-testid="imports-check-errors">
      <MessageBar intent="error">
        <MessageBarBody>{t('csv.check.errors', { count: props.errorCount })}</MessageBarBody>
      </MessageBar>
      {props.errors.length < props.errorCount && (
        <Text as="p">{t('csv.check.more', { shown: props.errors.length, count: props.errorCount })}</Text>
      )}
      <Table size="small" aria-label={t('csv.check.errors', { count: props.errorCount })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('csv.check.row')}</TableHeaderCell>
            <TableHeaderCell>{t('csv.check.column')}</TableHeaderCell>
            <TableHeaderCell>{t('csv.check.message')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.errors.map((e, i) => (
            <TableRow key={i} data-testid="imports-check-error">
              <TableCell>{e.row}</TableCell>
              <TableCell>{e.column}</TableCell>
              <TableCell>{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
