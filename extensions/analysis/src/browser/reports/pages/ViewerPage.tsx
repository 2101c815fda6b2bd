import { useEffect, useState } from 'react';
import { Button, Spinner, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentRegular, EditRegular, PrintRegular, TableRegular } from '@fluentui/react-icons';
import { Link } from 'wouter';
import {
  downloadFile,
  Page,
  Services,
  useErrorText,
  useLoad,
  useService,
  useT,
  type RoutePageProps,
} from '@ontobench/sdk';
import { REPORTS_API } from '../../../common/reports/api.ts';
import { analysisPath } from '../../../common/routes.ts';
import { REPORT_LINK_TYPE } from '../../contributions/reports.ts';
import { LoadState, loadFailure } from '../../shared/LoadState.tsx';
import { ReportHtml } from '../components/ReportHtml.tsx';
import { SourceProblems } from '../components/SourceProblems.tsx';
import { loadRendered } from '../load-rendered.ts';

const useStyles = makeStyles({
  annotation: { color: tokens.colorNeutralForeground3, margin: `0 0 ${tokens.spacingVerticalM}` },
});

/**
 * `/report/viewer/{id}` (shell.md §2; issue 18 item 3): the report rendered as the user, with Print
 * (the blank-layout view `/report/view/{id}` in a new tab, which prints), Word and Excel. Records the
 * recent link `report`.
 */
export default function ViewerPage({ params }: RoutePageProps) {
  const { t } = useT();
  const styles = useStyles();
  const id = params.id ?? '';
  const http = useService(Services.Http);
  const recent = useService(Services.RecentLinks);
  const notifications = useService(Services.Notifications);
  const errorText = useErrorText();
  const [busy, setBusy] = useState<'docx' | 'xlsx' | null>(null);
  const load = useLoad(`report-viewer-${id}`, (signal) => loadRendered(http, id, signal));
  const name = load.status === 'ready' ? load.value.report.name : null;

  useEffect(() => {
    if (name !== null)
      recent.add({
        link: analysisPath.reportViewer(id),
        objectName: name,
        businessEntity: REPORT_LINK_TYPE,
        icon: 'analysis',
      });
  }, [id, name, recent]);

  const download = async (kind: 'docx' | 'xlsx') => {
    setBusy(kind);
    try {
      await downloadFile(
        http,
        `/api/${kind === 'docx' ? REPORTS_API.docx(id) : REPORTS_API.xlsx(id)}`,
        `${name ?? 'report'}.${kind}`,
      );
    } catch (error) {
      notifications.show({ text: (await errorText(error, t('reports.viewer.downloadFailed'))).text });
    } finally {
      setBusy(null);
    }
  };

  if (load.status !== 'ready')
    return (
      <LoadState
        title={t('reports.list.title')}
        loadingTitle={t('reports.viewer.loading')}
        testId="report-viewer"
        loading={t('reports.viewer.loading')}
        failure={loadFailure(load, t('reports.viewer.notFound'), (message) => t('reports.viewer.failed', { message }))}
        failedTestId="report-viewer-failed"
      />
    );
  const { report, rendered } = load.value;
  return (
    <Page
      title={report.name}
      testId="report-viewer"
      actions={
        <>
          <Tooltip content={t('reports.viewer.design')} relationship="label">
            <Link href={analysisPath.reportDesigner(id)} asChild>
              <Button as="a" appearance="subtle" icon={<EditRegular />} data-testid="report-viewer-design" />
            </Link>
          </Tooltip>
          <Button
            as="a"
            href={`${analysisPath.reportView(id)}?print=1`}
            target="_blank"
            rel="noopener"
            icon={<PrintRegular />}
            data-testid="report-print"
          >
            {t('reports.viewer.print')}
          </Button>
          <Button
            icon={busy === 'docx' ? <Spinner size="tiny" /> : <DocumentRegular />}
            disabled={busy !== null}
            onClick={() => void download('docx')}
            data-testid="report-word"
          >
            {t('reports.viewer.word')}
          </Button>
          <Button
            icon={busy === 'xlsx' ? <Spinner size="tiny" /> : <TableRegular />}
            disabled={busy !== null}
            onClick={() => void download('xlsx')}
            data-testid="report-excel"
          >
            {t('reports.viewer.excel')}
          </Button>
        </>
      }
    >
      {report.annotation && <p className={styles.annotation}>{report.annotation}</p>}
      <SourceProblems sources={rendered.sources} />
      {rendered.html === '' ? (
        <p>{t('reports.viewer.empty')}</p>
      ) : (
        <ReportHtml html={rendered.html} testId="report-viewer-html" />
      )}
    </Page>
  );
}
