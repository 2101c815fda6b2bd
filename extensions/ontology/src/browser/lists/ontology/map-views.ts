import { ONTO_CLASS, ONTO_PROP } from '../../../common/schema.ts';

const enc = encodeURIComponent;

/** A kind of view of an ontology's map that users make and list (issue 14 item 4). */
export interface MapView {
  routeId: string;
  path: string;
  classId: string;
  titleKey: string;
  createKey: string;
  /** Where one opens (shell.md §2); undefined when it names no map, so no map route can show it. */
  open(id: string, map: string | undefined): string | undefined;
}

/**
 * Workspaces, scenarios and triplets: the spec's routes open one (`/workspace/{id}`,
 * `/scenario/{map_id}/{sc_id}`, `/ontology/{map_id}/{triplet_id}`) but no screen listed or made them,
 * so they existed only when made through the API. The list pages' side of them: the contributions
 * (contributions/lists.ts) name the same routes as data, kept apart so this stays out of the first page
 * (a test checks they agree).
 */
export const MAP_VIEWS = {
  workspaces: {
    routeId: 'ontology.workspaces',
    path: '/workspaces',
    classId: ONTO_CLASS.Workspace,
    titleKey: 'mapViews.title.workspaces',
    createKey: 'mapViews.create.workspaces',
    open: (id) => `/workspace/${enc(id)}`,
  },
  scenarios: {
    routeId: 'ontology.scenarios',
    path: '/scenarios',
    classId: ONTO_CLASS.Scenario,
    titleKey: 'mapViews.title.scenarios',
    createKey: 'mapViews.create.scenarios',
    open: (id, map) => (map ? `/scenario/${enc(map)}/${enc(id)}` : undefined),
  },
  triplets: {
    routeId: 'ontology.triplets',
    path: '/triplets',
    classId: ONTO_CLASS.Triplet,
    titleKey: 'mapViews.title.triplets',
    createKey: 'mapViews.create.triplets',
    open: (id, map) => (map ? `/ontology/${enc(map)}/${enc(id)}` : undefined),
  },
} satisfies Record<string, MapView>;

export type MapViewName = keyof typeof MAP_VIEWS;

/** The property that ties a workspace, scenario or triplet to its ontology. */
export const MAP_PROP = ONTO_PROP.map;
