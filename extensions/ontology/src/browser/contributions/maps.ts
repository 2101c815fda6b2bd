import { prefetchMap } from '../maps/data/map-prefetch.ts';
import type { ContributionPart } from '@ontobench/sdk';

/**
 * The maps part of the ontology area (shell.md §2): the ontology map with filter buttons, the plain,
 * triplet and scenario maps (blank layout), the workspace map and the taxonomy graph. Only data here;
 * every page, vis-network and the layout worker load when a map route is entered.
 */
export const maps: ContributionPart = {
  routes: [
    {
      id: 'ontology.map',
      path: '/ontologies/:map_id',
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'maps.title.map',
      page: () => import('../maps/pages/OntologyMapPage.tsx'),
      prefetch: (params, services) => prefetchMap(services, params.map_id),
    },
    {
      id: 'ontology.plainMap',
      path: '/ontology/:map_id',
      layout: 'blank',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'maps.title.plain',
      page: () => import('../maps/pages/PlainMapPage.tsx'),
      prefetch: (params, services) => prefetchMap(services, params.map_id),
    },
    {
      id: 'ontology.tripletMap',
      path: '/ontology/:map_id/:triplet_id',
      layout: 'blank',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'maps.title.triplet',
      page: () => import('../maps/pages/TripletMapPage.tsx'),
    },
    {
      id: 'ontology.scenario',
      path: '/scenario/:map_id/:sc_id',
      layout: 'blank',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'maps.title.scenario',
      page: () => import('../maps/pages/ScenarioMapPage.tsx'),
    },
    {
      id: 'ontology.workspaceMap',
      path: '/workspace/:map_id',
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'maps.title.workspace',
      page: () => import('../maps/pages/WorkspaceMapPage.tsx'),
    },
    {
      id: 'ontology.taxonomyGraph',
      path: '/taxonomy-graph/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'maps.title.taxonomy',
      page: () => import('../maps/pages/TaxonomyGraphPage.tsx'),
    },
  ],
};
