import { useLocation } from 'wouter';
import { MAP_VIEWS, type MapViewName } from '../ontology/map-views.ts';
import { MapViewList } from '../ontology/MapViewList.tsx';

/**
 * `/workspaces`, `/scenarios`, `/triplets` (issue 14 item 4): one page module for the three lists, told
 * apart by the path (one lazy chunk, not three).
 */
export default function MapViewsPage() {
  const [path] = useLocation();
  const view = (Object.keys(MAP_VIEWS) as MapViewName[]).find((v) => MAP_VIEWS[v].path === path);
  return <MapViewList key={view} view={view ?? 'workspaces'} />;
}
