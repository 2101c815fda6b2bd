import type { ExtensionContext } from '@ontobench/sdk';
import { LIST_ROUTE } from '../lists/route-ids.ts';
import type { ContributionPart } from '@ontobench/sdk';

/** Command ids other parts call: `ontology.export` takes the ontology's id. */
export const IMPORT_COMMAND = 'ontology.import';
export const EXPORT_COMMAND = 'ontology.export';

/**
 * The exchange part of the ontology area: OWL import and export (commands with dialogs), the comparison
 * area `/ontology-compare` and the diff `/ontologyDiff` (shell.md §2). Pages and dialogs are lazy.
 */
export const exchange: ContributionPart = {
  routes: [
    {
      id: 'ontology.compare',
      path: '/ontology-compare',
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'exchange.compare.title',
      page: () => import('../exchange/pages/ComparePage.tsx'),
    },
    {
      id: 'ontology.diff',
      path: '/ontologyDiff',
      layout: 'main',
      requiresAuth: true,
      app: 'onto',
      titleKey: 'exchange.diff.title',
      page: () => import('../exchange/pages/OntologyDiffPage.tsx'),
    },
  ],
  menus: [
    {
      id: 'ontology.menu.import',
      group: 'ontology',
      icon: 'document',
      order: 70,
      labelKey: 'exchange.menu.import',
      command: IMPORT_COMMAND,
      // Whoever may not open the ontology list (an education user) is not offered the import either.
      requiresRoute: '/ontologies',
    },
    {
      id: 'ontology.menu.compare',
      group: 'ontology',
      icon: 'ontology',
      order: 71,
      labelKey: 'exchange.menu.compare',
      route: '/ontology-compare',
    },
    {
      id: 'ontology.menu.diff',
      group: 'ontology',
      icon: 'ontology',
      order: 72,
      labelKey: 'exchange.menu.diff',
      route: '/ontologyDiff',
    },
  ],
  // The import also sits in the toolbar of the ontology list, with a key binding (shown in the menu too).
  toolbar: [
    {
      id: 'ontology.toolbar.import',
      command: IMPORT_COMMAND,
      icon: 'document',
      labelKey: 'exchange.command.import',
      order: 10,
      routes: [LIST_ROUTE.ontologies],
    },
  ],
  keyBindings: [{ id: 'ontology.keys.import', command: IMPORT_COMMAND, keys: 'Alt+Shift+I' }],
  commands: [
    { id: IMPORT_COMMAND, titleKey: 'exchange.command.import' },
    { id: EXPORT_COMMAND, titleKey: 'exchange.command.export' },
  ],
  activate(ctx: ExtensionContext) {
    ctx.registerCommand(IMPORT_COMMAND, async () => {
      const { openImportDialog } = await import('../exchange/dialogs/open-dialog.tsx');
      openImportDialog(ctx);
    });
    ctx.registerCommand(EXPORT_COMMAND, async (ontologyId: unknown) => {
      if (typeof ontologyId !== 'string' || ontologyId === '')
        throw new Error(`${EXPORT_COMMAND} needs an ontology id`);
      const { openExportDialog } = await import('../exchange/dialogs/open-dialog.tsx');
      openExportDialog(ctx, ontologyId);
    });
  },
};
