import { Button, Tooltip } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { Link, useLocation } from 'wouter';
import { ObjectListPage, Services, useService, useT } from '@ontobench/sdk';
import { analysisPath } from '../../../common/routes.ts';
import { deleteReport, listReports } from '../api.ts';

/** `/reports` (shell.md §2; issue 18 item 3): the user's reports — open, edit, delete with confirm, create. */
export default function ReportsPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  return (
    <ObjectListPage
      texts="reports.list"
      testIds={{
        page: 'reports',
        list: 'reports-list',
        failed: 'reports-failed',
        empty: 'reports-empty',
        remove: 'report-delete',
      }}
      loadKey="reports"
      load={(signal) => listReports(http, signal)}
      remove={(report) => deleteReport(http, report.id)}
      href={(report) => analysisPath.reportViewer(report.id)}
      meta={(report) => t('reports.list.sources', { count: report.sources.length })}
      date={(report) => report.dateCreate}
      actions={(report) => (
        <Tooltip content={t('reports.list.design', { name: report.name })} relationship="label">
          <Link href={analysisPath.reportDesigner(report.id)} asChild>
            <Button as="a" appearance="subtle" icon={<EditRegular />} data-testid="report-design" />
          </Link>
        </Tooltip>
      )}
      create={
        <Button
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => navigate(analysisPath.reportDesigner('new'))}
          data-testid="report-create"
        >
          {t('reports.list.create')}
        </Button>
      }
    />
  );
}
