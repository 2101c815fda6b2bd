import { useState } from 'react';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EmptyState, Page, Services, useLoad, useService, useT } from '@ontobench/sdk';
import type { CommandDto } from '../../common/commands/api.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { useConfirmedDelete } from '../shared/useConfirmedDelete.ts';
import { deleteCommand, listCommands } from './api.ts';
import { CommandDialog } from './CommandDialog.tsx';
import { CommandPreview } from './CommandPreview.tsx';
import { CommandsTable } from './CommandsTable.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM, alignItems: 'center' },
});

/**
 * `/settings/commands` (issue 21 item 3; shell.md §2, administrators): stored get_data requests (§7 get_data
 * `command`) — create, change, delete, and run one with a paged preview of its rows.
 */
export default function CommandsPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const confirmDelete = useConfirmedDelete();
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState<{ command: CommandDto | null } | null>(null);
  const [running, setRunning] = useState<CommandDto | null>(null);
  const load = useLoad(`admin-commands-${attempt}`, (signal) => listCommands(http, signal));
  const reload = () => setAttempt((n) => n + 1);

  const remove = (command: CommandDto) =>
    confirmDelete({
      title: t('commands.confirmDelete', { name: command.name }),
      done: t('commands.deleted', { name: command.name }),
      failed: t('commands.deleteFailed'),
      remove: () => deleteCommand(http, command.id),
      after: () => {
        if (running?.id === command.id) setRunning(null);
        reload();
      },
    });

  let body;
  if (load.status === 'loading') body = <Spinner label={t('commands.loading')} />;
  else if (load.status === 'failed' || load.status === 'notFound')
    body = (
      <LoadFailed
        text={t('commands.failed', { message: load.status === 'failed' ? load.message : '' })}
        onRetry={reload}
        testId="admin-commands-failed"
      />
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t('commands.empty')}>
        <span data-testid="admin-commands-empty">{t('commands.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <CommandsTable
        commands={load.value}
        selected={running?.id ?? null}
        onRun={setRunning}
        onEdit={(command) => setOpen({ command })}
        onDelete={(command) => void remove(command)}
      />
    );

  return (
    <Page title={t('commands.title')} testId="admin-commands">
      <div className={styles.bar}>
        <Button appearance="primary" onClick={() => setOpen({ command: null })} data-testid="admin-command-create">
          {t('commands.create')}
        </Button>
        <Text>{t('commands.hint')}</Text>
      </div>
      {body}
      {running && <CommandPreview key={`${running.id}-${attempt}`} command={running} />}
      {open && (
        <CommandDialog
          command={open.command}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            reload();
          }}
        />
      )}
    </Page>
  );
}
