import { defineServerExtension } from '@ontobench/sdk/node';
import { DMN_API_PATHS } from '../common/api.ts';
import { DMN_ROUTE_PATHS } from '../common/routes.ts';
import { DMN_SCHEMA } from '../common/schema.ts';
import { seedDmnDemo } from './demo.ts';
import { registerDmn } from './register.ts';

/**
 * The server half of the decision tables (issue 17 item 6): the DMN table's class, its calls, and the
 * procedure `dmn.evaluate` of `POST execute` that the processes area's service tasks call. Read and written
 * as the signed-in user through the data API.
 */
export default defineServerExtension({
  id: 'dmn',
  version: '0.1.0',
  schema: DMN_SCHEMA,
  apiPaths: DMN_API_PATHS,
  reservedRoutePaths: DMN_ROUTE_PATHS,
  accessPolicy: { readOnlyRoleCodes: ['reader'] },
  start(ctx) {
    registerDmn(ctx);
  },
  seed: seedDmnDemo,
});
