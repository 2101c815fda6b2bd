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
import { diagramsPath } from '../../../common/routes.ts';
import { deleteGraph, listGraphs, type GraphSummary } from '../api.ts';
import { CreateGraphDialog } from '../components/CreateGraphDialog.tsx';

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
  end: { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

/**
 * `/graphs` (shell.md §2; issue 17 item 7): the graphs the user may read, newest first (a reader's marked
 * read-only); loading, failed (retry) and empty states; create (empty or from the ontology; it opens),
 * delete after a confirm (a refusal is a notice).
 */
export default function GraphsPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);
  const load = useLoad(`graphs-${attempt}`, (signal) => listGraphs(http, signal));

  const remove = async (graph: GraphSummary) => {
    const ok = await dialogs.confirm({
      title: t('graphs.list.deleteTitle'),
      message: t('graphs.list.deleteMessage', { name: graph.name }),
      confirmLabel: t('graphs.list.deleteConfirm'),
    });
    if (!ok) return;
    try {
      await deleteGraph(http, graph.id);
      setAttempt((n) => n + 1);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('graphs.list.deleteFailed'))).text, color: 'error' });
    }
  };

  const row = (graph: GraphSummary) => (
    <li key={graph.id} className={styles.row} data-testid="graph-row">
      <Link href={diagramsPath.graph(graph.id)} asChild>
        <FluentLink aria-label={t('graphs.list.open', { name: graph.name })}>{graph.name}</FluentLink>
      </Link>
      {graph.access === 'read' && (
        <Badge appearance="tint" color="informative">
          {t('graphs.list.readOnly')}
        </Badge>
      )}
      <span className={styles.end}>
        {graph.dateCreate && (
          <span className={styles.muted}>{t('graphs.list.created', { date: formatDate(graph.dateCreate) })}</span>
        )}
        {graph.access === 'edit' && (
          <Tooltip content={t('graphs.list.delete', { name: graph.name })} relationship="label">
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              onClick={() => void remove(graph)}
              data-testid="graph-delete"
            />
          </Tooltip>
        )}
      </span>
    </li>
  );

  let body;
  if (load.status === 'loading') body = <Spinner label={t('graphs.list.loading')} />;
  else if (load.status !== 'ready')
    body = (
      <MessageBar intent="error" data-testid="graphs-failed">
        <MessageBarBody>
          {t('graphs.list.failed', { message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('graphs.list.retry')}
        </Button>
      </MessageBar>
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t('graphs.list.empty')}>
        <span data-testid="graphs-empty">{t('graphs.list.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.list} data-testid="graphs-list" aria-label={t('graphs.list.title')}>
        {load.value.map(row)}
      </ul>
    );

  return (
    <Page
      title={t('graphs.list.title')}
      testId="graphs"
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)} data-testid="graph-create">
          {t('graphs.list.create')}
        </Button>
      }
    >
      {body}
      {creating && (
        <CreateGraphDialog
          onClose={() => setCreating(false)}
          onCreated={(graph) => {
            setCreating(false);
            navigate(diagramsPath.graph(graph.id));
          }}
        />
      )}
    </Page>
  );
}
