import { CLASS, type RouteContribution } from '@ontobench/sdk';
import { ONTO_CLASS } from '../../common/schema.ts';
import { LIST_ROUTE } from '../lists/route-ids.ts';
import type { ContributionPart } from '@ontobench/sdk';

const route = (id: string, path: string, titleKey: string, page: RouteContribution['page']): RouteContribution => ({
  id,
  path,
  layout: 'main',
  requiresAuth: true,
  app: 'onto',
  titleKey,
  page,
});

/**
 * The lists part of the ontology area (shell.md §2): the ontology list, the lists and item pages of
 * classes, object properties, data properties ("scalars") and individuals, the workspace items, and the
 * lists of workspaces, scenarios and triplets (made here, opened on the maps part's routes).
 * Declares the menu group `ontology` that every part's menu entries use. Pages are lazy.
 */
const mapViewsPage: RouteContribution['page'] = () => import('../lists/pages/MapViewsPage.tsx');
/** The map views' lists, by their name in routes, menus and texts (lists/ontology/map-views.ts). */
const MAP_VIEWS = [
  ['workspaces', ONTO_CLASS.Workspace],
  ['scenarios', ONTO_CLASS.Scenario],
  ['triplets', ONTO_CLASS.Triplet],
] as const;

export const lists: ContributionPart = {
  routes: [
    route(
      LIST_ROUTE.ontologies,
      '/ontologies',
      'lists.title.ontologies',
      () => import('../lists/pages/OntologiesPage.tsx'),
    ),
    route(
      LIST_ROUTE.classes,
      '/class_list/:term_id?',
      'lists.title.classes',
      () => import('../lists/pages/ClassListPage.tsx'),
    ),
    route(
      LIST_ROUTE.props,
      '/props_list/:term_id?',
      'lists.title.props',
      () => import('../lists/pages/PropsListPage.tsx'),
    ),
    route(
      LIST_ROUTE.scalars,
      '/scalar_list/:term_id?',
      'lists.title.scalars',
      () => import('../lists/pages/ScalarListPage.tsx'),
    ),
    route(
      LIST_ROUTE.individuals,
      '/examp_list/:class_id?',
      'lists.title.individuals',
      () => import('../lists/pages/IndividualsPage.tsx'),
    ),
    route(
      LIST_ROUTE.workspaceItems,
      '/workspace-items',
      'lists.title.workspaceItems',
      () => import('../lists/pages/WorkspaceItemsPage.tsx'),
    ),
    route(
      LIST_ROUTE.workspaceItem,
      '/workspace-item/:id',
      'lists.title.workspaceItem',
      () => import('../lists/pages/WorkspaceItemPage.tsx'),
    ),
    // Workspaces, scenarios and triplets: listed and made here, opened on their map routes (maps.ts);
    // one page module tells them apart by the path (lists/ontology/map-views.ts).
    ...MAP_VIEWS.map(([view]) => route(`ontology.${view}`, `/${view}`, `mapViews.title.${view}`, mapViewsPage)),
  ],
  menuGroups: [{ id: 'ontology', labelKey: 'lists.menuGroup', order: 20 }],
  // Every menu entry in the group `ontology`: [text and id name, order, path] (a table: these
  // contributions load with the first page).
  menus: (
    [
      ['ontologies', 0, '/ontologies'],
      ['classes', 10, '/class_list'],
      ['props', 20, '/props_list'],
      ['scalars', 30, '/scalar_list'],
      ['individuals', 40, '/examp_list'],
      // The maps' views after the terms, then their items (explore's entries are 60s, exchange's 70s).
      ['workspaces', 45, '/workspaces'],
      ['scenarios', 46, '/scenarios'],
      ['triplets', 47, '/triplets'],
      ['workspaceItems', 48, '/workspace-items'],
    ] as const
  ).map(([name, order, route]) => ({
    id: `ontology.menu.${name}`,
    group: 'ontology',
    icon: 'ontology',
    order,
    labelKey: `lists.menu.${name}`,
    route,
  })),
  // The side menu of each list: [id name, route id, text of its create button, the class its tag filter lists].
  sideMenus: (
    [
      ['ontologies', LIST_ROUTE.ontologies, 'lists.create.ontology', ONTO_CLASS.Ontology],
      ['classes', LIST_ROUTE.classes, 'lists.create.class', CLASS.Class],
      ['props', LIST_ROUTE.props, 'lists.create.prop', CLASS.ObjectProperty],
      ['scalars', LIST_ROUTE.scalars, 'lists.create.scalar', CLASS.DataProperty],
      ['individuals', LIST_ROUTE.individuals, 'lists.create.individual', CLASS.Class],
      ['workspaceItems', LIST_ROUTE.workspaceItems, 'lists.create.workspaceItem', ONTO_CLASS.WorkspaceItem],
    ] as [string, string, string, string][]
  )
    .concat(MAP_VIEWS.map(([view, classId]) => [view, `ontology.${view}`, `mapViews.create.${view}`, classId]))
    .map(([name, routeId, createLabelKey, tagFilterClass]) => ({
      id: `ontology.side.${name}`,
      route: routeId,
      createLabelKey,
      tagFilterClass,
    })),
};
