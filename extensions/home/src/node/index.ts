import { defineServerExtension } from '@ontobench/sdk/node';
import { HOME_ROUTE_PATHS } from '../common/routes.ts';

/** The home area has no endpoints; the server only needs to know its pages' paths. */
export default defineServerExtension({ id: 'home', version: '0.1.0', reservedRoutePaths: HOME_ROUTE_PATHS });
