import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { formatNumber, useT } from '@ontobench/sdk';
import type { QueryCall } from '../../../common/general-search/api.ts';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { minWidth: '720px' },
  user: { overflowWrap: 'anywhere' },
  number: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  target: { overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

const two = (n: number) => String(n).padStart(2, '0');

/** A call's time as the history shows it: dd.mm.yyyy hh:mm:ss in the browser's time zone. */
export function callTime(iso: string): string {
  const d = new Date(iso);
  return `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** The calls of one page; a call's time opens its details. */
export function CallsTable({ items, onOpen }: { items: QueryCall[]; onOpen: (call: QueryCall) => void }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table
        className={styles.table}
        size="small"
        aria-label={t('queryHistory.title')}
        data-testid="query-history-table"
      >
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('queryHistory.columns.at')}</TableHeaderCell>
            <TableHeaderCell>{t('queryHistory.columns.user')}</TableHeaderCell>
            <TableHeaderCell>{t('queryHistory.columns.kind')}</TableHeaderCell>
            <TableHeaderCell>{t('queryHistory.columns.target')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('queryHistory.columns.duration')}</TableHeaderCell>
            <TableHeaderCell className={styles.number}>{t('queryHistory.columns.rows')}</TableHeaderCell>
            <TableHeaderCell>{t('queryHistory.columns.status')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((call) => (
            <TableRow key={call.id} data-testid="query-history-row">
              <TableCell>
                <Button
                  appearance="transparent"
                  size="small"
                  onClick={() => onOpen(call)}
                  aria-label={t('queryHistory.detailsOf', { at: callTime(call.at) })}
                >
                  {callTime(call.at)}
                </Button>
              </TableCell>
              <TableCell className={styles.user}>{call.userEmail}</TableCell>
              <TableCell>{call.kind}</TableCell>
              <TableCell className={call.targetName ? undefined : styles.target} title={call.target}>
                {call.targetName ?? call.target}
              </TableCell>
              <TableCell className={styles.number} data-testid="query-history-duration">
                {formatNumber(call.durationMs)}
              </TableCell>
              <TableCell className={styles.number}>
                {call.rowCount === null ? '' : formatNumber(call.rowCount)}
              </TableCell>
              <TableCell>
                {call.status < 400 ? (
                  <Badge appearance="tint" color="success">
                    {t('queryHistory.ok')}
                  </Badge>
                ) : (
                  <Badge appearance="tint" color="danger">
                    {t('queryHistory.failedStatus', { status: call.status })}
                  </Badge>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
