import { defineServerExtension, EXECUTABLE_BPMN, SEMANTIC_SEARCH } from '@ontobench/sdk/node';
import { DIAGRAMS_API_PATHS } from '../common/api.ts';
import { DIAGRAMS_CLASS } from '../common/classes.ts';
import { NOTATION_PROP } from '../common/notation/schema.ts';
import { DIAGRAMS_ROUTE_PATHS } from '../common/routes.ts';
import { DIAGRAMS_SCHEMA } from '../common/schema.ts';
import { seedDiagramsDemo } from './demo/seed.ts';
import { executableBpmn } from './diagram/executable-route.ts';
import { registerDiagrams } from './diagram/register.ts';
import { registerGraphs } from './graph/register.ts';
import { registerNotations } from './notation/register.ts';

/**
 * The server half of the diagrams area (issue 17): BPMN diagrams and their notations, and graphs
 * (domain.md §3 "Diagram", "Notation element", "Diagram dependencies", "Graph"). Everything is read and
 * written as the signed-in user through the data API, so the store's access rules decide; a diagram's
 * `reader` assignment lets its user read it and nothing more (shell.md §3 "Diagram roles: editor (can
 * edit), reader (cannot)").
 */
export default defineServerExtension({
  id: 'diagrams',
  version: '0.1.0',
  schema: DIAGRAMS_SCHEMA,
  apiPaths: DIAGRAMS_API_PATHS,
  reservedRoutePaths: DIAGRAMS_ROUTE_PATHS,
  // The diagram roles are codes, not Role instances; the assignment panel offers them by these names.
  accessPolicy: {
    readOnlyRoleCodes: ['reader'],
    // A notation's elements follow the notation: an `editor` of it changes elements another user made.
    partsOf: [{ classId: DIAGRAMS_CLASS.NotationElement, prop: NOTATION_PROP.notation }],
    assignableRoles: [
      { code: 'editor', name: 'Редактор' },
      { code: 'reader', name: 'Читатель' },
    ],
  },
  // Autobuild fills a diagram from a semantic search when the analysis area runs.
  optional: [SEMANTIC_SEARCH],
  // The processes area publishes workflows from the executable export.
  provides: [EXECUTABLE_BPMN],
  start(ctx) {
    ctx.provide(EXECUTABLE_BPMN, executableBpmn);
    registerDiagrams(ctx);
    registerNotations(ctx);
    registerGraphs(ctx);
  },
  seed: seedDiagramsDemo,
});
