import { useCallback, useEffect, useState } from 'react';
import { Caption1, Toolbar, ToolbarToggleButton } from '@fluentui/react-components';
import { Services, useCurrentObject, usePageTitle, useService, useT } from '@ontobench/sdk';
import { ONTO_CLASS } from '../../../common/schema.ts';
import { loadLayout, loadOntologyState, saveLayout } from '../data/map-data.ts';
import { ALL_VISIBLE, buildOntologyGraph, type MapFilters } from '../model/graph.ts';
import { MapScreen } from './MapScreen.tsx';
import { MapStatus } from './MapStatus.tsx';
import { useLaidOutMap } from './use-laid-out-map.ts';
import { useMapSettings } from './use-map-settings.ts';

const FILTER_KEYS: (keyof MapFilters)[] = [
  'classes',
  'individuals',
  'objectProperties',
  'dataProperties',
  'subclassEdges',
  'edgeLabels',
];

/**
 * The map of one ontology (`/ontologies/:map_id` with filter buttons, `/ontology/:map_id` plain):
 * read from the state document, positions stored with the ontology, a recent link of type "ontology".
 */
export function OntologyMap({
  mapId,
  layout,
  withFilters,
}: {
  mapId: string;
  layout: 'main' | 'blank';
  withFilters: boolean;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const recent = useService(Services.RecentLinks);
  const settings = useMapSettings();
  const [filters, setFilters] = useState<MapFilters>(ALL_VISIBLE);
  const [name, setName] = useState<string | undefined>();

  const load = useCallback(
    async (signal: AbortSignal) => {
      const [state, stored] = await Promise.all([
        loadOntologyState(http, mapId, signal),
        loadLayout(data, ONTO_CLASS.Ontology, mapId),
      ]);
      return {
        name: state.ontology.name,
        graph: buildOntologyGraph(state),
        stored,
        save: (positions: Record<string, { x: number; y: number }>) => saveLayout(data, mapId, positions),
      };
    },
    [http, data, mapId],
  );
  const { state, moved, relayout, retry } = useLaidOutMap(load, settings.physics, mapId);
  const loadedName = state.status === 'ready' || state.status === 'layout' ? state.name : undefined;

  useEffect(() => {
    if (loadedName === undefined) return;
    setName(loadedName);
    recent.add({
      link: withFilters ? `/ontologies/${mapId}` : `/ontology/${mapId}`,
      objectName: loadedName,
      businessEntity: 'ontology',
      icon: 'ontology',
    });
  }, [loadedName, mapId, recent, withFilters]);
  usePageTitle(name);
  useCurrentObject(name !== undefined && layout === 'main' ? { id: mapId, name } : undefined, setName);

  const status = <MapStatus state={state} onRetry={retry} />;
  if (state.status !== 'ready' || state.graph.nodes.length === 0) return status;
  const on = FILTER_KEYS.filter((key) => filters[key]);
  const filterBar = withFilters ? (
    <Toolbar
      size="small"
      aria-label={t('maps.filters.label')}
      checkedValues={{ filters: on }}
      onCheckedValueChange={(_, data) =>
        setFilters(
          Object.fromEntries(FILTER_KEYS.map((key) => [key, data.checkedItems.includes(key)])) as unknown as MapFilters,
        )
      }
    >
      <Caption1>{t('maps.filters.label')}:</Caption1>
      {FILTER_KEYS.map((key) => (
        <ToolbarToggleButton key={key} name="filters" value={key} data-testid={`onto-map-filter-${key}`}>
          {t(`maps.filters.${key}`)}
        </ToolbarToggleButton>
      ))}
    </Toolbar>
  ) : undefined;
  return (
    <MapScreen
      layout={layout}
      title={layout === 'blank' ? name : undefined}
      graph={state.graph}
      positions={state.positions}
      settings={settings}
      filters={filters}
      filterBar={filterBar}
      onMoved={moved}
      onRelayout={relayout}
    />
  );
}
