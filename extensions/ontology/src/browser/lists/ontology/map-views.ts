import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';

const enc = encodeURIComponent;

/** A kind of view of an ontology's map that users make and list (issue 14 item 4). */
export interface MapView {
  routeId: string;
  path: string;
  classId: string;
  titleKey: string;
  menuKey: string;
  createKey: string;
  /** Where one opens (shell.md §2); undefined when it names no map, so no map route can show it. */
  open(id: string, map: string | undefined): string | undefined;
}

/**
 * Workspaces, scenarios and triplets: the spec's routes open one (`/workspace/{id}`,
 * `/scenario/{map_id}/{sc_id}`, `/ontology/{map_id}/{triplet_id}`) but no screen listed or made them,
 * so they existed only when made through the API. Each is tied to its ontology by ONTO_PROP.map.
 */
export const MAP_VIEWS = {
  workspaces: {
    routeId: 'ontology.workspaces',
    path: '/workspaces',
    classId: ONTO_CLASS.Workspace,
    titleKey: 'mapViews.title.workspaces',
    menuKey: 'mapViews.menu.workspaces',
    createKey: 'mapViews.create.workspace',
    open: (id) => `/workspace/${enc(id)}`,
  },
  scenarios: {
    routeId: 'ontology.scenarios',
    path: '/scenarios',
    classId: ONTO_CLASS.Scenario,
    titleKey: 'mapViews.title.scenarios',
    menuKey: 'mapViews.menu.scenarios',
    createKey: 'mapViews.create.scenario',
    open: (id, map) => (map ? `/scenario/${enc(map)}/${enc(id)}` : undefined),
  },
  triplets: {
    routeId: 'ontology.triplets',
    path: '/triplets',
    classId: ONTO_CLASS.Triplet,
    titleKey: 'mapViews.title.triplets',
    menuKey: 'mapViews.menu.triplets',
    createKey: 'mapViews.create.triplet',
    open: (id, map) => (map ? `/ontology/${enc(map)}/${enc(id)}` : undefined),
  },
} satisfies Record<string, MapView>;

export type MapViewName = keyof typeof MAP_VIEWS;

/** The property that ties a view to its ontology. */
export const MAP_PROP = ONTO_PROP.map;
