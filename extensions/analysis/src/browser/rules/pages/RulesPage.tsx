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
import { EmptyState, Page, Services, formatDate, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import { analysisPath } from '../../../common/routes.ts';
import type { OwlRuleDto } from '../../../common/rules/api.ts';
import { deleteRule, listRules } from '../api.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  date: { color: tokens.colorNeutralForeground3, marginLeft: 'auto', whiteSpace: 'nowrap' },
});

/** `/owl-rules` (issue 18 item 4): the user's OWL rules (name, date), create, open, delete with confirm. */
export default function RulesPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`owl-rules-${attempt}`, (signal) => listRules(http, signal));

  const remove = async (rule: OwlRuleDto) => {
    const ok = await dialogs.confirm({
      title: t('rules.list.deleteTitle', { name: rule.name }),
      message: t('rules.list.deleteMessage'),
      confirmLabel: t('rules.list.deleteConfirm'),
    });
    if (!ok) return;
    try {
      await deleteRule(http, rule.id);
      setAttempt((n) => n + 1);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('rules.list.deleteFailed'))).text });
    }
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t('rules.list.loading')} />;
  else if (load.status !== 'ready')
    body = (
      <MessageBar intent="error" data-testid="owl-rules-failed">
        <MessageBarBody>
          {t('rules.list.failed', { message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('rules.list.retry')}
        </Button>
      </MessageBar>
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t('rules.list.empty')}>
        <span data-testid="owl-rules-empty">{t('rules.list.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.list} data-testid="owl-rules-list" aria-label={t('rules.list.title')}>
        {load.value.map((rule) => (
          <li key={rule.id} className={styles.row}>
            <Link href={analysisPath.rule(rule.id)} asChild>
              <FluentLink aria-label={t('rules.list.open', { name: rule.name })}>{rule.name}</FluentLink>
            </Link>
            {rule.dateCreate && (
              <span className={styles.date}>{t('rules.list.created', { date: formatDate(rule.dateCreate) })}</span>
            )}
            <Tooltip content={t('rules.list.delete', { name: rule.name })} relationship="label">
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                onClick={() => void remove(rule)}
                data-testid="owl-rule-delete"
              />
            </Tooltip>
          </li>
        ))}
      </ul>
    );

  return (
    <Page
      title={t('rules.list.title')}
      testId="owl-rules"
      actions={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => navigate(analysisPath.rule('new'))}
          data-testid="owl-rule-create"
        >
          {t('rules.list.create')}
        </Button>
      }
    >
      {body}
    </Page>
  );
}
