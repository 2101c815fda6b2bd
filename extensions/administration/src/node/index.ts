import { defineServerExtension } from '@ontobench/sdk/node';
import { ADMINISTRATION_API_PATHS } from '../common/api.ts';
import { ADMINISTRATION_ROUTE_PATHS } from '../common/routes.ts';
import { registerAssignments } from './assignments/register.ts';
import { registerCommands } from './commands/register.ts';
import { registerViews } from './views/register.ts';
import { registerConsole } from './console/register.ts';
import { registerCopy } from './copy/register.ts';
import { ADMINISTRATION_SCHEMA } from '../common/schema.ts';
import { registerRoles } from './roles/register.ts';
import { registerUsers } from './users/register.ts';

/**
 * The server half of the administration area (issue 21 items 1 and 2; docs/administration.md): users
 * (through the core's `ctx.users`), roles and assignments (through the data API as the administrator),
 * each a part of its own. Later parts of the issue (commands, views, copy settings, console) register here.
 */
export default defineServerExtension({
  id: 'administration',
  version: '0.1.0',
  apiPaths: ADMINISTRATION_API_PATHS,
  reservedRoutePaths: ADMINISTRATION_ROUTE_PATHS,
  schema: ADMINISTRATION_SCHEMA,
  start(ctx) {
    registerUsers(ctx);
    registerRoles(ctx);
    registerAssignments(ctx);
    registerCommands(ctx);
    registerViews(ctx);
    registerConsole(ctx);
    registerCopy(ctx);
  },
});
