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
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { Link, useLocation } from 'wouter';
import { EmptyState, Page, Services, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import type { FcaContextInfo } from '../../../common/fca/api.ts';
import { analysisPath } from '../../../common/routes.ts';
import { deleteContext, listContexts } from '../api.ts';
import { CreateContextDialog } from '../components/CreateContextDialog.tsx';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  detail: { color: tokens.colorNeutralForeground3, marginLeft: 'auto' },
});

/** `/fca` (issue 18 item 5): the user's formal contexts; create one (it opens), delete with confirm. */
export default function FcaListPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`fca-list-${attempt}`, (signal) => listContexts(http, signal));

  const remove = async (context: FcaContextInfo) => {
    const ok = await dialogs.confirm({
      title: t('fca.list.deleteTitle', { name: context.name }),
      message: t('fca.list.deleteMessage'),
      confirmLabel: t('fca.list.deleteConfirm'),
    });
    if (!ok) return;
    try {
      await deleteContext(http, context.id);
      setAttempt((n) => n + 1);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('fca.list.deleteFailed'))).text });
    }
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t('fca.list.loading')} />;
  else if (load.status !== 'ready')
    body = (
      <MessageBar intent="error" data-testid="fca-list-failed">
        <MessageBarBody>
          {t('fca.list.failed', { message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('fca.list.retry')}
        </Button>
      </MessageBar>
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t('fca.list.empty')}>
        <span data-testid="fca-list-empty">{t('fca.list.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.list} data-testid="fca-list" aria-label={t('fca.list.title')}>
        {load.value.map((context) => (
          <li key={context.id} className={styles.row}>
            <Link href={analysisPath.fca(context.id)} asChild>
              <FluentLink aria-label={t('fca.list.open', { name: context.name })}>{context.name}</FluentLink>
            </Link>
            <span className={styles.detail}>{t('fca.list.className', { name: context.className })}</span>
            <Tooltip content={t('fca.list.delete', { name: context.name })} relationship="label">
              <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => void remove(context)} />
            </Tooltip>
          </li>
        ))}
      </ul>
    );

  return (
    <Page
      title={t('fca.list.title')}
      testId="fca-index"
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)} data-testid="fca-create">
          {t('fca.list.create')}
        </Button>
      }
    >
      {body}
      {creating && (
        <CreateContextDialog
          onClose={() => setCreating(false)}
          onCreated={(info) => {
            setCreating(false);
            navigate(analysisPath.fca(info.id));
          }}
        />
      )}
    </Page>
  );
}
