import { CLASS, type RouteContribution } from '@ontobench/sdk';
import { ONTO_CLASS } from '../../common/schema.ts';
import { MAP_VIEWS } from '../lists/ontology/map-views.ts';
import { LIST_ROUTE } from '../lists/route-ids.ts';
import type { ContributionPart } from './part.ts';

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
    // Workspaces, scenarios and triplets: listed and made here, opened on their map routes (maps.ts).
    route(
      MAP_VIEWS.workspaces.routeId,
      MAP_VIEWS.workspaces.path,
      MAP_VIEWS.workspaces.titleKey,
      () => import('../lists/pages/WorkspacesPage.tsx'),
    ),
    route(
      MAP_VIEWS.scenarios.routeId,
      MAP_VIEWS.scenarios.path,
      MAP_VIEWS.scenarios.titleKey,
      () => import('../lists/pages/ScenariosPage.tsx'),
    ),
    route(
      MAP_VIEWS.triplets.routeId,
      MAP_VIEWS.triplets.path,
      MAP_VIEWS.triplets.titleKey,
      () => import('../lists/pages/TripletsPage.tsx'),
    ),
  ],
  menuGroups: [{ id: 'ontology', labelKey: 'lists.menuGroup', order: 20 }],
  menus: [
    {
      id: 'ontology.menu.ontologies',
      group: 'ontology',
      icon: 'ontology',
      order: 0,
      labelKey: 'lists.menu.ontologies',
      route: '/ontologies',
    },
    {
      id: 'ontology.menu.classes',
      group: 'ontology',
      icon: 'ontology',
      order: 10,
      labelKey: 'lists.menu.classes',
      route: '/class_list',
    },
    {
      id: 'ontology.menu.props',
      group: 'ontology',
      icon: 'ontology',
      order: 20,
      labelKey: 'lists.menu.props',
      route: '/props_list',
    },
    {
      id: 'ontology.menu.scalars',
      group: 'ontology',
      icon: 'ontology',
      order: 30,
      labelKey: 'lists.menu.scalars',
      route: '/scalar_list',
    },
    {
      id: 'ontology.menu.individuals',
      group: 'ontology',
      icon: 'ontology',
      order: 40,
      labelKey: 'lists.menu.individuals',
      route: '/examp_list',
    },
    {
      id: 'ontology.menu.workspaceItems',
      group: 'ontology',
      icon: 'ontology',
      order: 90,
      labelKey: 'lists.menu.workspaceItems',
      route: '/workspace-items',
    },
    ...Object.values(MAP_VIEWS).map((view, i) => ({
      id: `ontology.menu.${view.routeId.slice('ontology.'.length)}`,
      group: 'ontology',
      icon: 'ontology',
      order: 80 + i,
      labelKey: view.menuKey,
      route: view.path,
    })),
  ],
  sideMenus: [
    {
      id: 'ontology.side.ontologies',
      route: LIST_ROUTE.ontologies,
      createLabelKey: 'lists.create.ontology',
      tagFilterClass: ONTO_CLASS.Ontology,
    },
    {
      id: 'ontology.side.classes',
      route: LIST_ROUTE.classes,
      createLabelKey: 'lists.create.class',
      tagFilterClass: CLASS.Class,
    },
    {
      id: 'ontology.side.props',
      route: LIST_ROUTE.props,
      createLabelKey: 'lists.create.prop',
      tagFilterClass: CLASS.ObjectProperty,
    },
    {
      id: 'ontology.side.scalars',
      route: LIST_ROUTE.scalars,
      createLabelKey: 'lists.create.scalar',
      tagFilterClass: CLASS.DataProperty,
    },
    {
      id: 'ontology.side.individuals',
      route: LIST_ROUTE.individuals,
      createLabelKey: 'lists.create.individual',
      tagFilterClass: CLASS.Class,
    },
    {
      id: 'ontology.side.workspaceItems',
      route: LIST_ROUTE.workspaceItems,
      createLabelKey: 'lists.create.workspaceItem',
      tagFilterClass: ONTO_CLASS.WorkspaceItem,
    },
    ...Object.values(MAP_VIEWS).map((view) => ({
      id: `ontology.side.${view.routeId.slice('ontology.'.length)}`,
      route: view.routeId,
      createLabelKey: view.createKey,
      tagFilterClass: view.classId,
    })),
  ],
};
