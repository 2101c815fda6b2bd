import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Caption1, Toolbar, ToolbarToggleButton } from '@fluentui/react-components';
import { EmptyState, Services, useCurrentObject, usePageTitle, useService, useT } from '@ontobench/sdk';
import { ONTO_CLASS } from '../../../common/schema.ts';
import type { OntologyState } from '../../../common/state.ts';
import { loadCanEdit, loadLayout, loadOntologyState, saveLayout } from '../data/map-data.ts';
import { applyCreation, creationOps, type Creation } from '../model/create.ts';
import { ALL_VISIBLE, buildOntologyGraph, type MapFilters } from '../../../common/maps/graph.ts';
import { MapScreen } from './MapScreen.tsx';
import { MapStatus } from './MapStatus.tsx';
import { useLaidOutMap } from './use-laid-out-map.ts';
import { useMapSettings } from './use-map-settings.ts';
import { useCreateOnMap } from './use-create-on-map.tsx';
import type { MapController } from './map-controller.ts';

const FILTER_KEYS: (keyof MapFilters)[] = [
  'classes',
  'individuals',
  'objectProperties',
  'dataProperties',
  'subclassEdges',
  'edgeLabels',
];

/** Where a created term goes: beside the selected node (the relation's source), else mid-view. */
function placeFor(creation: Creation, controller: MapController | null, near: string | null) {
  const positions = controller?.positions() ?? {};
  const anchor = (creation.kind === 'individual' ? creation.classId : near) ?? null;
  const at = (anchor && positions[anchor]) || controller?.centre() || { x: 0, y: 0 };
  // A little below and to the right, shifted by how many already sit there, so nothing lands on top.
  const crowd = Object.values(positions).filter((p) => Math.abs(p.x - at.x) < 200 && Math.abs(p.y - at.y) < 200).length;
  return { x: Math.round(at.x + 60 + 20 * crowd), y: Math.round(at.y + 80) };
}

/**
 * The map of one ontology (`/ontologies/:map_id` with filter buttons, `/ontology/:map_id` plain):
 * read from the state document, positions stored with the ontology, a recent link of type "ontology".
 * A user who may edit the ontology creates classes, individuals and relations on it (saved with the
 * lists' set_data operations, then drawn without loading again); an empty map offers a first class.
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
      const [state, stored, canEdit] = await Promise.all([
        loadOntologyState(http, mapId, signal),
        loadLayout(data, ONTO_CLASS.Ontology, mapId),
        loadCanEdit(data, mapId).catch(() => false),
      ]);
      doc.current = canEdit ? state : null;
      return {
        name: state.ontology.name,
        graph: buildOntologyGraph(state),
        stored,
        save: (positions: Record<string, { x: number; y: number }>) => saveLayout(data, mapId, positions),
      };
    },
    [http, data, mapId],
  );
  const doc = useRef<OntologyState | null>(null);
  const controller = useRef<MapController | null>(null);
  const selected = useRef<string | null>(null);
  const { state, moved, relayout, update, retry } = useLaidOutMap(load, settings.physics, mapId);
  const create = async (creation: Creation) => {
    if (!doc.current || state.status !== 'ready') return;
    await data.setData(creationOps(mapId, creation));
    doc.current = applyCreation(doc.current, creation);
    const positions = { ...state.positions, ...(controller.current?.positions() ?? {}) };
    if (creation.kind === 'class' || creation.kind === 'individual')
      positions[creation.id] = placeFor(creation, controller.current, selected.current);
    update(buildOntologyGraph(doc.current), positions);
  };
  const creating = useCreateOnMap(doc.current, create);
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
  if (state.status === 'ready' && state.graph.nodes.length === 0 && doc.current)
    return (
      <EmptyState title={t('maps.empty')}>
        <span>{t('maps.create.firstHint')}</span>
        <Button appearance="primary" onClick={creating.firstClass} data-testid="map-first-class">
          {t('maps.create.first')}
        </Button>
        {creating.dialogs}
      </EmptyState>
    );
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
      controllerRef={controller}
      onSelect={(id) => (selected.current = id)}
      createBar={doc.current ? creating.createBar : undefined}
      onRelate={creating.onRelate}
      dialogs={creating.dialogs}
    />
  );
}
