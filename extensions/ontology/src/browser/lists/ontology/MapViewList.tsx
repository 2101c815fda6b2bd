import { useT, type ObjectListColumn, type ObjectRow } from '@ontobench/sdk';
import { listColumns } from '../columns.ts';
import { TermListScreen } from '../components/TermListScreen.tsx';
import { MapViewLinks } from './MapViewLinks.tsx';
import { MAP_PROP, MAP_VIEWS, type MapViewName } from './map-views.ts';

/**
 * The list of one kind of map view, with "create" (name and ontology) that opens the new view on its
 * map route. A view that names no map opens as a plain object card.
 */
export function MapViewList({ view }: { view: MapViewName }) {
  const { t } = useT();
  const config = MAP_VIEWS[view];
  const c = listColumns(t);
  const map: ObjectListColumn = { prop: MAP_PROP, label: t('mapViews.column.map'), width: '1.5fr' };
  const path = (id: string, mapId: string | undefined) =>
    config.open(id, mapId) ?? `/object/${encodeURIComponent(config.classId)}/${encodeURIComponent(id)}`;
  return (
    <TermListScreen
      routeId={config.routeId}
      classId={config.classId}
      title={t(config.titleKey)}
      createTitle={t(config.createKey)}
      columns={[c.name, map, c.author, c.created]}
      ontologyProp={MAP_PROP}
      extraFilters={<MapViewLinks current={view} />}
      createOps={(inst, request) => {
        // A view is of an ontology's map: without one no map route could show it.
        if (!request.ontology) throw new Error(t('mapViews.create.mapRequired'));
        return [{ op: 'new', class: config.classId, name: request.name, inst }];
      }}
      itemPath={(row: Partial<ObjectRow> & { id: string }) =>
        path(row.id, row.values?.[MAP_PROP]?.[0]?.val?.toString())
      }
      createdPath={(inst, request) => path(inst, request.ontology?.id)}
    />
  );
}
