import type { ContributionPart } from '@ontobench/sdk';
import { DIAGRAMS_CLASS } from '../../common/classes.ts';
import { diagramsPath } from '../../common/routes.ts';

/** The recent-link type and quick-launch kind of a diagram (shell.md §2: "diagram or scenario"; recent-link type `diagram`). */
export const DIAGRAM_LINK_TYPE = 'diagram';

/**
 * The diagrams part (shell.md §2; issue 17 items 1–5, 8): `/diagrams` (the user's diagrams and the
 * notations) and `/diagram/{id}` (the BPMN modeler; a reader gets the viewer); the menu entry, the
 * quick-launch kind and the recent-link type `diagram`. Pages are lazy chunks; bpmn-js loads with the
 * diagram page alone.
 */
export const diagrams: ContributionPart = {
  routes: [
    {
      id: 'diagrams.list',
      path: diagramsPath.diagrams,
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'diagrams.title',
      page: () => import('../diagrams/pages/DiagramsPage.tsx'),
    },
    {
      id: 'diagrams.diagram',
      path: diagramsPath.diagram(':id'),
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'diagrams.diagramTitle',
      page: () => import('../diagrams/pages/DiagramPage.tsx'),
      // The diagram's GET, the bpmn-js chunk and the drawing start before the page's chunk (issue 17's 2 s);
      // the page's chunk is asked for once they went out (the promise).
      prefetch: (params, services) =>
        import('../diagrams/model/diagram-prefetch.ts').then((m) =>
          m.prefetchDiagram(services.http, params.id, services.language),
        ),
    },
  ],
  menus: [
    {
      id: 'diagrams.menu.diagrams',
      group: 'diagrams',
      icon: 'diagram',
      order: 10,
      labelKey: 'diagrams.menu',
      route: diagramsPath.diagrams,
    },
  ],
  quickLaunchKinds: [
    {
      id: DIAGRAM_LINK_TYPE,
      labelKey: 'diagrams.quickLaunch',
      icon: 'diagram',
      classIds: [DIAGRAMS_CLASS.Diagram],
      open: diagramsPath.diagram(':id'),
    },
  ],
  recentLinkTypes: [{ id: DIAGRAM_LINK_TYPE, labelKey: 'diagrams.recent', icon: 'diagram' }],
};
