import { ONTO_CLASS } from '../../common/schema.ts';
import type { ContributionPart } from '@ontobench/sdk';

/**
 * The explore part of the ontology area (shell.md §2): the fact explorer, the term page, the glossary,
 * the documentation (and its public page), the ontology search with its FAQ and "my matchings"; the
 * quick-launch kind and the recent-link type "ontology". Pages are lazy chunks.
 */
export const explore: ContributionPart = {
  routes: [
    {
      id: 'ontology.factExplorer',
      path: '/fact-explorer/:inst?',
      layout: 'sidebar',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'explore.facts.title',
      page: () => import('../explore/pages/FactExplorerPage.tsx'),
    },
    {
      id: 'ontology.termin',
      path: '/termin/:id',
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'explore.term.title',
      page: () => import('../explore/pages/TermPage.tsx'),
    },
    {
      // Without an id the page offers the ontologies to choose from, so the menu can lead here.
      id: 'ontology.gloss',
      path: '/ontology-gloss/:id?',
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      printable: true,
      titleKey: 'explore.gloss.title',
      page: () => import('../explore/pages/GlossaryPage.tsx'),
    },
    {
      id: 'ontology.doc',
      path: '/ontology-doc/:id?',
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      printable: true,
      titleKey: 'explore.doc.title',
      page: () => import('../explore/pages/DocPage.tsx'),
    },
    {
      id: 'ontology.publicDoc',
      path: '/public/ontology-doc/:id',
      layout: 'public',
      requiresAuth: false,
      app: 'both',
      titleKey: 'explore.doc.publicTitle',
      page: () => import('../explore/pages/PublicDocPage.tsx'),
    },
    {
      id: 'ontology.search',
      path: '/osa-search',
      layout: 'blank',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'explore.search.title',
      page: () => import('../explore/pages/SearchPage.tsx'),
    },
    {
      id: 'ontology.searchFaq',
      path: '/osa-search-faq',
      layout: 'blank',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'explore.faq.title',
      page: () => import('../explore/pages/SearchFaqPage.tsx'),
    },
    {
      id: 'ontology.matchings',
      path: '/matchings',
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'explore.matchings.title',
      page: () => import('../explore/pages/MatchingsPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'ontology.factExplorer',
      group: 'ontology',
      icon: 'ontology',
      order: 60,
      labelKey: 'explore.menu.factExplorer',
      route: '/fact-explorer',
    },
    {
      id: 'ontology.search',
      group: 'ontology',
      icon: 'ontology',
      order: 61,
      labelKey: 'explore.menu.search',
      route: '/osa-search',
    },
    {
      id: 'ontology.gloss',
      group: 'ontology',
      icon: 'document',
      order: 62,
      labelKey: 'explore.menu.glossary',
      route: '/ontology-gloss',
    },
    {
      id: 'ontology.doc',
      group: 'ontology',
      icon: 'document',
      order: 63,
      labelKey: 'explore.menu.doc',
      route: '/ontology-doc',
    },
    {
      id: 'ontology.matchings',
      group: 'ontology',
      icon: 'ontology',
      order: 64,
      labelKey: 'explore.menu.matchings',
      route: '/matchings',
    },
  ],
  // Ctrl+O finds the area's objects through its own search (ontologies, classes, properties and the
  // individuals of user classes, which the generic search cannot reach) and opens each in its editor:
  // an ontology on its map, a term on its item page. The id doubles as the recent-link type.
  quickLaunchKinds: [
    {
      id: 'ontology',
      labelKey: 'explore.quickLaunch.ontology',
      icon: 'ontology',
      classIds: [ONTO_CLASS.Ontology],
      open: '/ontologies/:id',
      // Loaded on the first search: the contributions stay data.
      search: (data, query) => import('../explore/quick-launch.ts').then((m) => m.searchForQuickLaunch(data, query)),
    },
  ],
  recentLinkTypes: [{ id: 'ontology', labelKey: 'explore.recent.ontology', icon: 'ontology' }],
};
