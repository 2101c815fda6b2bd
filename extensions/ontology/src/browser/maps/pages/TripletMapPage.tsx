import { useCallback, useMemo, useState } from 'react';
import { Button, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import { Services, usePageTitle, useService, useT, type RoutePageProps } from '@ontobench/sdk';
import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';
import type { OntologyState } from '../../../common/state.ts';
import { loadLayout, loadMapObject, loadOntologyState } from '../data/map-data.ts';
import { buildOntologyGraph } from '../../../common/maps/graph.ts';
import { parseTriplet, tripletGraph, type TripletLink } from '../model/views.ts';
import { MapScreen } from '../view/MapScreen.tsx';
import { MapStatus } from '../view/MapStatus.tsx';
import { TripletLinksEditor } from '../view/TripletLinksEditor.tsx';
import { useLaidOutMap } from '../view/use-laid-out-map.ts';
import { useMapSettings } from '../view/use-map-settings.ts';
import { useViewSave } from '../view/use-view-save.ts';

const useStyles = makeStyles({
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
});

/** What the links editor needs of the loaded triplet: its links, the ontology, and whether one may edit. */
interface Editing {
  links: TripletLink[];
  state: OntologyState;
  readonly: boolean;
}

/**
 * `/ontology/:map_id/:triplet_id` (blank): the links of a Triplet's ONTO_PROP.tripletJson, placed where
 * the ontology's map has them; the map itself is read only. Whoever may change the triplet edits its
 * links ("Изменить связи": subject – property – object, added, changed, removed, reordered); the map
 * is drawn again from what was saved.
 */
export default function TripletMapPage({ params }: RoutePageProps) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const data = useService(Services.Data);
  const settings = useMapSettings();
  const mapId = params.map_id ?? '';
  const tripletId = params.triplet_id ?? '';
  const [editing, setEditing] = useState<Editing | null>(null);
  const [open, setOpen] = useState(false);
  const load = useCallback(
    async (signal: AbortSignal) => {
      const [triplet, state, stored] = await Promise.all([
        loadMapObject(data, ONTO_CLASS.Triplet, tripletId, ONTO_PROP.tripletJson),
        loadOntologyState(http, mapId, signal),
        loadLayout(data, ONTO_CLASS.Ontology, mapId),
      ]);
      const links = parseTriplet(triplet.json);
      setEditing({ links, state, readonly: triplet.readonly });
      const graph = tripletGraph(buildOntologyGraph(state), state, links);
      return { name: triplet.name, graph, stored };
    },
    [http, data, mapId, tripletId],
  );
  const { state, retry } = useLaidOutMap(load, settings.physics, `${mapId}/${tripletId}`);
  const name = state.status === 'ready' ? state.name : undefined;
  usePageTitle(name ?? t('maps.title.triplet'));
  const saved = useCallback(() => {
    setOpen(false);
    retry();
  }, [retry]);
  const save = useViewSave(tripletId, ONTO_PROP.tripletJson, t('maps.viewEdit.fieldLinks'), saved);
  const choices = useMemo(() => {
    if (!editing) return null;
    const s = editing.state;
    return {
      ends: [
        ...s.classes.map((c) => ({ id: c.id, name: `${c.name} (${t('maps.kinds.class')})` })),
        ...s.individuals.map((i) => ({ id: i.id, name: `${i.name} (${t('maps.kinds.individual')})` })),
      ],
      properties: s.objectProperties.map((p) => ({ id: p.id, name: p.name })),
    };
  }, [editing, t]);

  const editable = state.status === 'ready' && !!editing && !editing.readonly;
  // On the toolbar of the map, or, while the triplet has no links yet (an empty map), above the notice.
  const editButton = (Control: typeof Button | typeof ToolbarButton) =>
    editable && (
      <Control appearance="primary" onClick={() => setOpen(true)} data-testid="triplet-edit">
        {t('maps.viewEdit.editLinks')}
      </Control>
    );
  const editor = open && editing && choices && (
    <TripletLinksEditor
      name={name ?? ''}
      ends={choices.ends}
      properties={choices.properties}
      links={editing.links}
      onSave={save}
      onClose={() => setOpen(false)}
    />
  );
  if (state.status !== 'ready' || state.graph.nodes.length === 0)
    return (
      <div className={styles.empty}>
        {state.status === 'ready' && editing?.links.length === 0 ? (
          <MapStatus
            state={state}
            onRetry={retry}
            emptyTitle={t('maps.viewEdit.emptyTriplet')}
            emptyHint={t(editable ? 'maps.viewEdit.emptyTripletHint' : 'maps.viewEdit.emptyTripletReader')}
          />
        ) : (
          <MapStatus state={state} onRetry={retry} />
        )}
        {editButton(Button)}
        {editor}
      </div>
    );
  return (
    <>
      <MapScreen
        layout="blank"
        title={state.name}
        graph={state.graph}
        positions={state.positions}
        settings={settings}
        readOnly
        toolbar={editButton(ToolbarButton) || undefined}
      />
      {editor}
    </>
  );
}
