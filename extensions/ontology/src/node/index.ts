import { defineServerExtension, ONTOLOGY_DIFF, RULES_EXPORT } from '@ontobench/sdk/node';
import { ONTOLOGY_API_PATHS } from '../common/api-paths.ts';
import { ONTOLOGY_ROUTE_PATHS } from '../common/routes.ts';
import { ONTOLOGY_SCHEMA } from '../common/schema.ts';
import { seedOntologyDemo } from './demo/seed.ts';
import { ontologyDiff } from './exchange/diff-service.ts';
import { registerExchange } from './exchange/register.ts';
import { registerExplore } from './explore/register.ts';
import { registerLists } from './lists/register.ts';
import { registerMaps } from './maps/register.ts';

/**
 * The server half of the ontology area (API v2): its schema, its endpoints under `/api/` (declared in
 * `apiPaths`), its import job and its demo data.
 */
export default defineServerExtension({
  id: 'ontology',
  version: '0.1.0',
  schema: ONTOLOGY_SCHEMA,
  // An assignment as `reader` on the area's objects lets its user read them, not change them (the core
  // names no role's rule; the diagram, document and DMN areas declare the same code).
  accessPolicy: { readOnlyRoleCodes: ['reader'] },
  reservedRoutePaths: ONTOLOGY_ROUTE_PATHS,
  apiPaths: ONTOLOGY_API_PATHS,
  /** The analysis area's OWL rules, exported as SWRL with the ontology (exchange/exporter.ts). */
  optional: [RULES_EXPORT],
  /** The ontology diff, for the education area's ontology tasks (exchange/diff-service.ts). */
  provides: [ONTOLOGY_DIFF],
  async start(ctx) {
    ctx.provide(ONTOLOGY_DIFF, ontologyDiff);
    registerLists(ctx);
    registerMaps(ctx);
    await registerExchange(ctx);
    registerExplore(ctx);
  },
  seed: seedOntologyDemo,
});
