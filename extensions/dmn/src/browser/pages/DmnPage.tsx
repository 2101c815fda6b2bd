import { Suspense, lazy, useEffect, useState } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Page, Services, useLoad, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import type { DmnDto } from '../../common/api.ts';
import { dmnPath } from '../../common/routes.ts';
import { getTable } from '../api.ts';
import { DMN_LINK_TYPE } from '../contributions/dmn.ts';

/** dmn-js, feelin and the editor: a chunk of their own, fetched by this page alone (route-libraries.ts). */
const DmnWorkbench = lazy(() => import('../workbench/DmnWorkbench.tsx'));

/**
 * `/dmn/{id}` (shell.md §2; issue 17 item 6): the table's editor with its test panel. The page reads the
 * table, names the tab after it and keeps it in the recent links (type `dmn`); the editor itself is lazy.
 */
export default function DmnPage({ params }: RoutePageProps) {
  const { t } = useT();
  const id = params.id ?? '';
  const http = useService(Services.Http);
  const recent = useService(Services.RecentLinks);
  const load = useLoad(`dmn-${id}`, (signal) => getTable(http, id, signal));
  const [table, setTable] = useState<DmnDto | null>(null);
  const loaded = load.status === 'ready' ? load.value : null;
  useEffect(() => setTable(loaded), [loaded]);
  usePageTitle(table?.name);
  useEffect(() => {
    if (loaded)
      recent.add({
        link: dmnPath.table(loaded.id),
        objectName: loaded.name,
        businessEntity: DMN_LINK_TYPE,
        icon: 'dmn',
      });
  }, [loaded, recent]);

  const waiting = (
    <Page title={table?.name ?? t('editor.loading')} testId="dmn-table">
      <Spinner label={table ? t('editor.modelerLoading') : t('editor.loading')} />
    </Page>
  );
  if (load.status === 'notFound' || load.status === 'failed')
    return (
      <Page title={t('list.title')} testId="dmn-table">
        <MessageBar intent="error" data-testid="dmn-table-failed">
          <MessageBarBody>
            {load.status === 'notFound' ? t('editor.notFound') : t('editor.failed', { message: load.message })}
          </MessageBarBody>
        </MessageBar>
      </Page>
    );
  if (!table || table.id !== id) return waiting;
  return (
    <Suspense fallback={waiting}>
      <DmnWorkbench key={table.id} table={table} onSaved={setTable} />
    </Suspense>
  );
}
