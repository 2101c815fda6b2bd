import { useCallback } from 'react';
import { Services, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { ONTO_CLASS } from '../../../common/schema.ts';
import { loadLayout, loadMapObject, loadOntologyState, loadWorkspaceItems, saveLayout } from '../data/map-data.ts';
import { buildOntologyGraph, type MapGraph } from '../../../common/maps/graph.ts';
import { workspaceGraph } from '../model/views.ts';
import { MapScreen } from '../view/MapScreen.tsx';
import { MapStatus } from '../view/MapStatus.tsx';
import { useLaidOutMap } from '../view/use-laid-out-map.ts';
import { useMapSettings } from '../view/use-map-settings.ts';

/**
 * `/workspace/:map_id`: a Workspace's map. Its items (WorkspaceItem → item) are the nodes, drawn as on
 * the ontology the workspace is about (ONTO_PROP.map) with the links among them; positions are stored
 * with the workspace.
 */
export default function WorkspaceMapPage({ params }: RoutePageProps) {
  const { t } = useT();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const settings = useMapSettings();
  const id = params.map_id ?? '';
  const load = useCallback(
    async (signal: AbortSignal) => {
      const [workspace, items, stored] = await Promise.all([
        loadMapObject(data, ONTO_CLASS.Workspace, id),
        loadWorkspaceItems(data, id),
        loadLayout(data, ONTO_CLASS.Workspace, id),
      ]);
      const map: MapGraph = workspace.map
        ? buildOntologyGraph(await loadOntologyState(http, workspace.map, signal))
        : { nodes: [], edges: [] };
      return {
        name: workspace.name,
        graph: workspaceGraph(map, items),
        stored,
        save: (positions: Record<string, { x: number; y: number }>) => saveLayout(data, id, positions),
      };
    },
    [http, data, id],
  );
  const { state, moved, relayout, retry } = useLaidOutMap(load, settings.physics, id);
  usePageTitle(state.status === 'ready' ? state.name : t('maps.title.workspace'));
  if (state.status !== 'ready' || state.graph.nodes.length === 0) return <MapStatus state={state} onRetry={retry} />;
  return (
    <MapScreen
      layout="main"
      graph={state.graph}
      positions={state.positions}
      settings={settings}
      onMoved={moved}
      onRelayout={relayout}
    />
  );
}
