import { useState } from 'react';
import {
  Badge,
  Button,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { Link, useLocation } from 'wouter';
import { EmptyState, Page, Services, formatDate, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import type { DmnSummary } from '../../common/api.ts';
import { dmnPath } from '../../common/routes.ts';
import { deleteTable, listTables } from '../api.ts';
import { CreateDmnDialog } from '../components/CreateDmnDialog.tsx';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  end: { marginLeft: 'auto', display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** `/dmn` (shell.md §2; issue 17 item 6): the decision tables the user reads; create one (it opens), delete with confirm. */
export default function DmnListPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);
  const load = useLoad(`dmn-list-${attempt}`, (signal) => listTables(http, signal));

  const remove = async (table: DmnSummary) => {
    const ok = await dialogs.confirm({
      title: t('list.deleteTitle', { name: table.name }),
      message: t('list.deleteMessage'),
      confirmLabel: t('list.deleteConfirm'),
    });
    if (!ok) return;
    try {
      await deleteTable(http, table.id);
      setAttempt((n) => n + 1);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('list.deleteFailed'))).text, color: 'error' });
    }
  };

  const row = (table: DmnSummary) => (
    <li key={table.id} className={styles.row}>
      <Link href={dmnPath.table(table.id)} asChild>
        <FluentLink aria-label={t('list.open', { name: table.name })}>{table.name}</FluentLink>
      </Link>
      <span className={styles.muted}>{t('list.version', { n: table.versionNumber })}</span>
      {table.systemName && <span className={styles.muted}>{t('list.systemName', { name: table.systemName })}</span>}
      <span className={styles.end}>
        <Badge appearance="outline">{table.hitPolicy}</Badge>
        {table.access === 'read' && <Badge appearance="tint">{t('list.readOnly')}</Badge>}
        {table.dateCreate && (
          <span className={styles.muted}>{t('list.created', { date: formatDate(table.dateCreate.slice(0, 10)) })}</span>
        )}
        {table.access === 'edit' && (
          <Tooltip content={t('list.delete', { name: table.name })} relationship="label">
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              onClick={() => void remove(table)}
              data-testid="dmn-delete"
            />
          </Tooltip>
        )}
      </span>
    </li>
  );

  let body;
  if (load.status === 'loading') body = <Spinner label={t('list.loading')} />;
  else if (load.status !== 'ready')
    body = (
      <MessageBar intent="error" data-testid="dmn-list-failed">
        <MessageBarBody>{t('list.failed', { message: load.status === 'failed' ? load.message : '' })}</MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('list.retry')}
        </Button>
      </MessageBar>
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t('list.empty')}>
        <span data-testid="dmn-list-empty">{t('list.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.list} data-testid="dmn-list" aria-label={t('list.title')}>
        {load.value.map(row)}
      </ul>
    );

  return (
    <Page
      title={t('list.title')}
      testId="dmn-index"
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)} data-testid="dmn-create">
          {t('list.create')}
        </Button>
      }
    >
      {body}
      {creating && (
        <CreateDmnDialog
          onClose={() => setCreating(false)}
          onCreated={(table) => {
            setCreating(false);
            navigate(dmnPath.table(table.id));
          }}
        />
      )}
    </Page>
  );
}
