import { useState } from 'react';
import {
  Button,
  Checkbox,
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
import { EmptyState, Services, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import type { CommandDto } from '../../common/commands/api.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { Pager } from '../shared/Pager.tsx';
import { dropCommandCache, runCommand } from './api.ts';

const PAGE = 20;

const useStyles = makeStyles({
  panel: { marginTop: tokens.spacingVerticalXL, display: 'grid', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  scroll: { overflowX: 'auto' },
  cell: { overflowWrap: 'anywhere', minWidth: '120px' },
});

/**
 * A command's rows, a page of 20 at a time, as the administrator reads them (the server runs the command
 * through the data API by name). "Use the cache" asks get_data's `cache` flag, so the answer is kept
 * across writes until "Drop the cache" (the core's `DELETE utils/cache/command/{name}`; shell.md §7).
 */
export function CommandPreview(props: { command: CommandDto }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [page, setPage] = useState(0);
  const [cache, setCache] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const id = props.command.id;
  const load = useLoad(`admin-command-run-${id}-${page}-${cache}-${attempt}`, (signal) =>
    runCommand(http, id, { offset: page * PAGE, limit: PAGE, cache }, signal),
  );

  const drop = async () => {
    try {
      const dropped = await dropCommandCache(http, props.command.name);
      notifications.show({ text: t('commands.preview.dropped', { count: dropped }), color: 'success' });
      setAttempt((n) => n + 1);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('commands.preview.dropFailed'))).text, color: 'error' });
    }
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t('commands.preview.loading')} />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <LoadFailed
        text={t('commands.preview.failed', { message: load.status === 'failed' ? load.message : '' })}
        onRetry={() => setAttempt((n) => n + 1)}
        testId="admin-command-preview-failed"
      />
    );
  else if (load.value.rows.length === 0)
    body = (
      <EmptyState title={t('commands.preview.empty')}>
        <span data-testid="admin-command-preview-empty">{t('commands.preview.emptyHint')}</span>
      </EmptyState>
    );
  else {
    const preview = load.value;
    body = (
      <>
        <Text data-testid="admin-command-preview-total">{t('commands.preview.total', { count: preview.total })}</Text>
        <div className={styles.scroll}>
          <Table size="small" aria-label={t('commands.preview.title', { name: props.command.name })}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('commands.preview.name')}</TableHeaderCell>
                {preview.columns.map((c) => (
                  <TableHeaderCell key={c.prop}>{c.name}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.id} data-testid="admin-command-preview-row">
                  <TableCell className={styles.cell}>{row.name}</TableCell>
                  {row.cells.map((cell, n) => (
                    <TableCell key={preview.columns[n]!.prop} className={styles.cell}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Pager page={page} size={PAGE} total={preview.total} onPage={setPage} />
      </>
    );
  }

  return (
    <section className={styles.panel} aria-label={t('commands.preview.title', { name: props.command.name })}>
      <div className={styles.bar}>
        <Text weight="semibold">{t('commands.preview.title', { name: props.command.name })}</Text>
        <Checkbox
          label={t('commands.preview.cache')}
          checked={cache}
          onChange={(_, d) => {
            setCache(d.checked === true);
            setPage(0);
          }}
          data-testid="admin-command-cache"
        />
        <Button size="small" onClick={() => void drop()} data-testid="admin-command-drop-cache">
          {t('commands.preview.drop')}
        </Button>
      </div>
      <div data-testid="admin-command-preview">{body}</div>
    </section>
  );
}
