import { useState } from 'react';
import { Badge, Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { ObjectListPage, Services, useService, useT } from '@ontobench/sdk';
import { diagramsPath } from '../../../common/routes.ts';
import { deleteGraph, listGraphs } from '../api.ts';
import { CreateGraphDialog } from '../components/CreateGraphDialog.tsx';

/**
 * `/graphs` (shell.md §2; issue 17 item 7): the graphs the user may read, newest first (a reader's marked
 * read-only, without delete); loading, failed (retry) and empty states; create (empty or from the
 * ontology; it opens), delete after a confirm (a refusal is a notice). The SDK's list page.
 */
export default function GraphsPage() {
  const { t } = useT();
  const http = useService(Services.Http);
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  return (
    <ObjectListPage
      texts="graphs.list"
      testIds={{
        page: 'graphs',
        list: 'graphs-list',
        failed: 'graphs-failed',
        empty: 'graphs-empty',
        row: 'graph-row',
        remove: 'graph-delete',
      }}
      loadKey="graphs"
      load={(signal) => listGraphs(http, signal)}
      remove={(graph) => deleteGraph(http, graph.id)}
      href={(graph) => diagramsPath.graph(graph.id)}
      canDelete={(graph) => graph.access === 'edit'}
      date={(graph) => graph.dateCreate}
      badge={(graph) =>
        graph.access === 'read' && (
          <Badge appearance="tint" color="informative">
            {t('graphs.list.readOnly')}
          </Badge>
        )
      }
      create={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)} data-testid="graph-create">
          {t('graphs.list.create')}
        </Button>
      }
    >
      {creating && (
        <CreateGraphDialog
          onClose={() => setCreating(false)}
          onCreated={(graph) => {
            setCreating(false);
            navigate(diagramsPath.graph(graph.id));
          }}
        />
      )}
    </ObjectListPage>
  );
}
