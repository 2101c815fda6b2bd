import { useCallback } from 'react';
import { Services, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { loadOntologyState } from '../data/map-data.ts';
import { treeLayout } from '../layout/tree-layout.ts';
import { buildOntologyGraph } from '../../../common/maps/graph.ts';
import { taxonomyGraph } from '../model/views.ts';
import { MapScreen } from '../view/MapScreen.tsx';
import { MapStatus } from '../view/MapStatus.tsx';
import { useLaidOutMap } from '../view/use-laid-out-map.ts';
import { useMapSettings } from '../view/use-map-settings.ts';

/** `/taxonomy-graph/:id`: the ontology's class hierarchy as a top-down tree (computed, not stored). */
export default function TaxonomyGraphPage({ params }: RoutePageProps) {
  const { t } = useT();
  const http = useService(Services.Http);
  const settings = useMapSettings();
  const id = params.id ?? '';
  const load = useCallback(
    async (signal: AbortSignal) => {
      const state = await loadOntologyState(http, id, signal);
      const graph = taxonomyGraph(buildOntologyGraph(state));
      const parents = new Map(state.classes.map((c) => [c.id, c.parents]));
      return {
        name: state.ontology.name,
        graph,
        stored: {},
        place: () =>
          treeLayout(
            graph.nodes.map((n) => n.id),
            (c) => parents.get(c) ?? [],
          ),
      };
    },
    [http, id],
  );
  const { state, retry } = useLaidOutMap(load, settings.physics, id);
  usePageTitle(state.status === 'ready' ? `${t('maps.title.taxonomy')}: ${state.name}` : t('maps.title.taxonomy'));
  if (state.status !== 'ready' || state.graph.nodes.length === 0) return <MapStatus state={state} onRetry={retry} />;
  return <MapScreen layout="main" graph={state.graph} positions={state.positions} settings={settings} readOnly />;
}
