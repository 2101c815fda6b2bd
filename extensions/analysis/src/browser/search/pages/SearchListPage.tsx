import { useState } from 'react';
import {
  Button,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, TableRegular } from '@fluentui/react-icons';
import { Link, useLocation } from 'wouter';
import { EmptyState, Page, Services, formatDate, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import { analysisPath } from '../../../common/routes.ts';
import { createSearch, deleteSearch, loadSearches, type SearchEntry } from '../api.ts';
import { CreateSearchDialog } from '../components/CreateSearchDialog.tsx';

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
  meta: { color: tokens.colorNeutralForeground3 },
  date: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
});

/**
 * `/semantic-search` (issue 18 item 1): the user's semantic searches (name, root class, creation date),
 * create (name and root class), delete after a confirmation, open in the designer or as a table.
 */
export default function SearchListPage() {
  const { t } = useT();
  const styles = useStyles();
  const data = useService(Services.Data);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`analysis-searches-${attempt}`, (signal) => loadSearches(data, signal));

  const create = async (name: string, rootClass: string, subjectArea: string | null) => {
    const id = await createSearch(data, name, rootClass, subjectArea);
    setCreating(false);
    navigate(analysisPath.search(id));
  };

  const remove = async (entry: SearchEntry) => {
    const ok = await dialogs.confirm({
      title: t('search.list.deleteTitle'),
      message: t('search.list.deleteMessage', { name: entry.name }),
      confirmLabel: t('search.list.deleteYes'),
      cancelLabel: t('search.list.deleteNo'),
    });
    if (!ok) return;
    try {
      await deleteSearch(data, entry.id);
      setAttempt((n) => n + 1);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('search.list.deleteFailed'))).text, color: 'error' });
    }
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t('search.list.loading')} />;
  else if (load.status !== 'ready')
    body = (
      <MessageBar intent="error" data-testid="search-list-failed">
        <MessageBarBody>{t('search.list.failed')}</MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('search.list.reload')}
        </Button>
      </MessageBar>
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t('search.list.empty')}>
        <span data-testid="search-list-empty">{t('search.list.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.list} data-testid="search-list" aria-label={t('search.list.title')}>
        {load.value.map((entry) => (
          <li key={entry.id} className={styles.row}>
            <Link href={analysisPath.search(entry.id)} asChild>
              <FluentLink aria-label={t('search.list.open', { name: entry.name })}>{entry.name}</FluentLink>
            </Link>
            {entry.rootClass && (
              <span className={styles.meta}>{t('search.list.rootClass', { name: entry.rootClass })}</span>
            )}
            {entry.createdAt && (
              <span className={styles.date}>
                {t('search.list.created', { date: formatDate(entry.createdAt.slice(0, 10)) })}
              </span>
            )}
            <Tooltip content={t('search.list.table', { name: entry.name })} relationship="label">
              <Link href={analysisPath.table(entry.id)} asChild>
                <Button as="a" appearance="subtle" icon={<TableRegular />} />
              </Link>
            </Tooltip>
            <Tooltip content={t('search.list.delete', { name: entry.name })} relationship="label">
              <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => void remove(entry)} />
            </Tooltip>
          </li>
        ))}
      </ul>
    );

  return (
    <Page
      title={t('search.list.title')}
      testId="search-index"
      actions={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => setCreating(true)}
          data-testid="search-create"
        >
          {t('search.list.create')}
        </Button>
      }
    >
      {body}
      {creating && <CreateSearchDialog onClose={() => setCreating(false)} onCreate={create} />}
    </Page>
  );
}
