import { useEffect, useMemo } from 'react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Page, Services, useLoad, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { diagramsPath } from '../../../common/routes.ts';
import { GRAPH_LINK_TYPE } from '../../contributions/graphs.ts';
import { getGraph } from '../api.ts';
import { GraphEditor } from '../components/GraphEditor.tsx';
import { GraphEditorModel } from '../model/graph-editor.ts';

/**
 * `/graphs/{id}` (shell.md §2; issue 17 item 7): the graph drawn with vis-network under the user's
 * physics; the page title is the graph's name and opening it adds the recent link `graph`.
 */
export default function GraphPage({ params }: RoutePageProps) {
  const { t } = useT();
  const id = params.id ?? '';
  const http = useService(Services.Http);
  const recent = useService(Services.RecentLinks);
  const load = useLoad(`graph-${id}`, (signal) => getGraph(http, id, signal));
  const graph = load.status === 'ready' ? load.value : null;
  const model = useMemo(() => (graph ? new GraphEditorModel(graph) : null), [graph]);
  const name = graph?.name ?? null;
  usePageTitle(name);

  useEffect(() => {
    if (name !== null)
      recent.add({ link: diagramsPath.graph(id), objectName: name, businessEntity: GRAPH_LINK_TYPE, icon: 'graph' });
  }, [id, name, recent]);

  if (!model)
    return (
      <Page title={t('graphs.graphTitle')} testId="graph">
        {load.status === 'loading' ? (
          <Spinner label={t('graphs.editor.loading')} />
        ) : (
          <MessageBar intent="error" data-testid="graph-failed">
            <MessageBarBody>
              {load.status === 'notFound'
                ? t('graphs.editor.notFound')
                : t('graphs.editor.failed', { message: load.status === 'failed' ? load.message : '' })}
            </MessageBarBody>
          </MessageBar>
        )}
      </Page>
    );
  return (
    <Page title={model.graph.name} testId="graph">
      <GraphEditor key={model.graph.id} model={model} />
    </Page>
  );
}
