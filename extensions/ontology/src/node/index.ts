import { defineServerExtension, RULES_EXPORT } from '@ontobench/sdk/node';
import { ONTOLOGY_API_PATHS } from '../common/api-paths.ts';
import { ONTOLOGY_ROUTE_PATHS } from '../common/routes.ts';
import { ONTOLOGY_SCHEMA } from '../common/schema.ts';
import { seedOntologyDemo } from './demo/seed.ts';
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
  reservedRoutePaths: ONTOLOGY_ROUTE_PATHS,
  apiPaths: ONTOLOGY_API_PATHS,
  /** The analysis area's OWL rules, exported as SWRL with the ontology (exchange/exporter.ts). */
  optional: [RULES_EXPORT],
  async start(ctx) {
    registerLists(ctx);
    registerMaps(ctx);
    await registerExchange(ctx);
    registerExplore(ctx);
  },
  seed: seedOntologyDemo,
});
