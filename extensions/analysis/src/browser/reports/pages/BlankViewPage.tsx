import { useEffect } from 'react';
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { usePageTitle, Services, useLoad, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { ReportHtml } from '../components/ReportHtml.tsx';
import { SourceProblems } from '../components/SourceProblems.tsx';
import { loadRendered } from '../load-rendered.ts';

const useStyles = makeStyles({
  root: {
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXL}`,
    maxWidth: '900px',
    margin: '0 auto',
    '@media print': { padding: 0, maxWidth: 'none' },
  },
  tools: { display: 'flex', justifyContent: 'flex-end', '@media print': { display: 'none' } },
});

/**
 * `/report/view/{id}` (shell.md §2: "the last is in blank layout"): the rendered report alone, for
 * printing (print styles: black on white, table rows kept whole, the print button hidden). Opened with
 * `?print=1` (the viewer's Print) it opens the browser's print dialog once the report is shown.
 */
export default function BlankViewPage({ params }: RoutePageProps) {
  const { t } = useT();
  const styles = useStyles();
  const id = params.id ?? '';
  const http = useService(Services.Http);
  const load = useLoad(`report-view-${id}`, (signal) => loadRendered(http, id, signal));
  const ready = load.status === 'ready';
  usePageTitle(ready ? load.value.report.name : t('reports.viewer.loading'));

  useEffect(() => {
    if (ready && new URLSearchParams(window.location.search).get('print') === '1') {
      const timer = setTimeout(() => window.print(), 300);
      return () => clearTimeout(timer);
    }
  }, [ready]);

  let body;
  if (load.status === 'loading') body = <Spinner label={t('reports.viewer.loading')} />;
  else if (load.status !== 'ready')
    body = (
      <MessageBar intent="error" data-testid="report-view-failed">
        <MessageBarBody>
          {load.status === 'notFound'
            ? t('reports.viewer.notFound')
            : t('reports.viewer.failed', { message: load.message })}
        </MessageBarBody>
      </MessageBar>
    );
  else
    body = (
      <>
        <div className={styles.tools}>
          <Button appearance="subtle" icon={<PrintRegular />} onClick={() => window.print()}>
            {t('reports.viewer.print')}
          </Button>
        </div>
        <SourceProblems sources={load.value.rendered.sources} />
        <ReportHtml html={load.value.rendered.html} testId="report-view-html" />
      </>
    );
  return (
    <main className={styles.root} data-testid="report-view">
      {body}
    </main>
  );
}
