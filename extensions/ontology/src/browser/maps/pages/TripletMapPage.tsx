import { useCallback } from 'react';
import { Services, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';
import { loadLayout, loadMapObject, loadOntologyState } from '../data/map-data.ts';
import { buildOntologyGraph } from '../model/graph.ts';
import { parseTriplet, tripletGraph } from '../model/views.ts';
import { MapScreen } from '../view/MapScreen.tsx';
import { MapStatus } from '../view/MapStatus.tsx';
import { useLaidOutMap } from '../view/use-laid-out-map.ts';
import { useMapSettings } from '../view/use-map-settings.ts';

/**
 * `/ontology/:map_id/:triplet_id` (blank, read only): the links of a Triplet's ONTO_PROP.tripletJson,
 * placed where the ontology's map has them; nothing is stored.
 */
export default function TripletMapPage({ params }: RoutePageProps) {
  const { t } = useT();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const settings = useMapSettings();
  const mapId = params.map_id ?? '';
  const tripletId = params.triplet_id ?? '';
  const load = useCallback(
    async (signal: AbortSignal) => {
      const [triplet, state, stored] = await Promise.all([
        loadMapObject(data, ONTO_CLASS.Triplet, tripletId, ONTO_PROP.tripletJson),
        loadOntologyState(http, mapId, signal),
        loadLayout(data, ONTO_CLASS.Ontology, mapId),
      ]);
      const graph = tripletGraph(buildOntologyGraph(state), state, parseTriplet(triplet.json));
      return { name: triplet.name, graph, stored };
    },
    [http, data, mapId, tripletId],
  );
  const { state, retry } = useLaidOutMap(load, settings.physics, `${mapId}/${tripletId}`);
  const name = state.status === 'ready' ? state.name : undefined;
  usePageTitle(name ?? t('maps.title.triplet'));
  if (state.status !== 'ready' || state.graph.nodes.length === 0) return <MapStatus state={state} onRetry={retry} />;
  return (
    <MapScreen
      layout="blank"
      title={state.name}
      graph={state.graph}
      positions={state.positions}
      settings={settings}
      readOnly
    />
  );
}
