import { defineServerExtension } from '@ontobench/sdk/node';
import { EXTENSION_MANAGER_ROUTE_PATHS } from '../common/routes.ts';

/** The extension manager uses the core's endpoints; the server only needs to know its pages' paths. */
export default defineServerExtension({
  id: 'extension-manager',
  version: '0.1.0',
  reservedRoutePaths: EXTENSION_MANAGER_ROUTE_PATHS,
});
