import { defineServerExtension } from '@ontobench/sdk/node';
import { ONTOLOGY_ROUTE_PATHS } from '../common/routes.ts';
import { ONTOLOGY_SCHEMA } from '../common/schema.ts';
import { registerExchange } from './exchange/register.ts';
import { registerExplore } from './explore/register.ts';
import { registerLists } from './lists/register.ts';
import { registerMaps } from './maps/register.ts';

/** The OWL/JSON importer, for the demo seed of the reference server (host/server/src/demo). */
export { importOntology } from './exchange/importer.ts';

/** The server half of the ontology area: its schema and its endpoints under `/api/`. */
export default defineServerExtension({
  id: 'ontology',
  version: '0.1.0',
  schema: ONTOLOGY_SCHEMA,
  reservedRoutePaths: ONTOLOGY_ROUTE_PATHS,
  async register(ctx) {
    registerLists(ctx);
    registerMaps(ctx);
    await registerExchange(ctx);
    registerExplore(ctx);
  },
});
