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
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Link, useLocation } from 'wouter';
import { EmptyState, Page, Services, formatDate, useErrorText, useLoad, useService, useT } from '@ontobench/sdk';
import type { ReportDto } from '../../../common/reports/api.ts';
import { analysisPath } from '../../../common/routes.ts';
import { deleteReport, listReports } from '../api.ts';

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
  meta: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  push: { marginLeft: 'auto' },
});

/** `/reports` (shell.md §2; issue 18 item 3): the user's reports — open, edit, delete with confirm, create. */
export default function ReportsPage() {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const dialogs = useService(Services.Dialogs);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const load = useLoad(`reports-${attempt}`, (signal) => listReports(http, signal));

  const remove = async (report: ReportDto) => {
    const ok = await dialogs.confirm({
      title: t('reports.list.deleteTitle', { name: report.name }),
      message: t('reports.list.deleteMessage'),
      confirmLabel: t('reports.list.deleteConfirm'),
    });
    if (!ok) return;
    try {
      await deleteReport(http, report.id);
      setAttempt((n) => n + 1);
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('reports.list.deleteFailed'))).text });
    }
  };

  let body;
  if (load.status === 'loading') body = <Spinner label={t('reports.list.loading')} />;
  else if (load.status !== 'ready')
    body = (
      <MessageBar intent="error" data-testid="reports-failed">
        <MessageBarBody>
          {t('reports.list.failed', { message: load.status === 'failed' ? load.message : '' })}
        </MessageBarBody>
        <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
          {t('reports.list.retry')}
        </Button>
      </MessageBar>
    );
  else if (load.value.length === 0)
    body = (
      <EmptyState title={t('reports.list.empty')}>
        <span data-testid="reports-empty">{t('reports.list.emptyHint')}</span>
      </EmptyState>
    );
  else
    body = (
      <ul className={styles.list} data-testid="reports-list" aria-label={t('reports.list.title')}>
        {load.value.map((report) => (
          <li key={report.id} className={styles.row}>
            <Link href={analysisPath.reportViewer(report.id)} asChild>
              <FluentLink aria-label={t('reports.list.open', { name: report.name })}>{report.name}</FluentLink>
            </Link>
            <span className={`${styles.meta} ${styles.push}`}>
              {t('reports.list.sources', { count: report.sources.length })}
            </span>
            {report.dateCreate && (
              <span className={styles.meta}>{t('reports.list.created', { date: formatDate(report.dateCreate) })}</span>
            )}
            <span>
              <Tooltip content={t('reports.list.design', { name: report.name })} relationship="label">
                <Link href={analysisPath.reportDesigner(report.id)} asChild>
                  <Button as="a" appearance="subtle" icon={<EditRegular />} data-testid="report-design" />
                </Link>
              </Tooltip>
              <Tooltip content={t('reports.list.delete', { name: report.name })} relationship="label">
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  onClick={() => void remove(report)}
                  data-testid="report-delete"
                />
              </Tooltip>
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <Page
      title={t('reports.list.title')}
      testId="reports"
      actions={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => navigate(analysisPath.reportDesigner('new'))}
          data-testid="report-create"
        >
          {t('reports.list.create')}
        </Button>
      }
    >
      {body}
    </Page>
  );
}
