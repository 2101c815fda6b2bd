import {
  Badge,
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
import type { ConsoleLineDto, ConsoleLineLevel } from '../../common/console/api.ts';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed', width: '100%' },
  time: { width: '110px', fontVariantNumeric: 'tabular-nums' },
  level: { width: '90px' },
  procedure: { width: '20%', overflowWrap: 'anywhere' },
  user: { width: '18%', overflowWrap: 'anywhere' },
  message: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

const COLOR: Record<ConsoleLineLevel, 'informative' | 'subtle' | 'warning' | 'danger'> = {
  log: 'subtle',
  info: 'informative',
  warn: 'warning',
  error: 'danger',
};

/**
 * The lines, newest first: time, level, procedure, (an administrator: user), message. Fixed layout with the
 * message wrapping, so nothing goes off-screen at 800 px.
 */
export function ConsoleTable(props: { lines: ConsoleLineDto[]; showUser: boolean }) {
  const { t, i18n } = useT();
  const styles = useStyles();
  const time = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime())
      ? iso
      : d.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'ru-RU', {
          day: '2-digit',
          month: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        });
  };
  return (
    <Table className={styles.table} size="small" aria-label={t('console.title')} data-testid="admin-console-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.time}>{t('console.columns.time')}</TableHeaderCell>
          <TableHeaderCell className={styles.level}>{t('console.columns.level')}</TableHeaderCell>
          <TableHeaderCell className={styles.procedure}>{t('console.columns.procedure')}</TableHeaderCell>
          {props.showUser && <TableHeaderCell className={styles.user}>{t('console.columns.user')}</TableHeaderCell>}
          <TableHeaderCell>{t('console.columns.message')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.lines.map((line) => (
          <TableRow key={line.id} data-testid="admin-console-row" data-level={line.level}>
            <TableCell className={styles.time} title={line.time}>
              {time(line.time)}
            </TableCell>
            <TableCell className={styles.level}>
              <Badge appearance="tint" color={COLOR[line.level]}>
                {t(`console.level.${line.level}`)}
              </Badge>
            </TableCell>
            <TableCell className={styles.procedure}>{line.procedure}</TableCell>
            {props.showUser && <TableCell className={styles.user}>{line.userName || line.userId}</TableCell>}
            <TableCell className={styles.message}>{line.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
