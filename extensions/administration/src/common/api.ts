import { ASSIGNMENTS_API_PATHS } from './assignments/api.ts';
import { COMMANDS_API_PATHS } from './commands/api.ts';
import { VIEWS_API_PATHS } from './views/api.ts';
import { CONSOLE_API_PATHS } from './console/api.ts';
import { COPY_API_PATHS } from './copy/api.ts';
import { ROLES_API_PATHS } from './roles/api.ts';
import { USERS_API_PATHS } from './users/api.ts';

/** Every call of the administration area (under `/api/`), one list per part. */
export const ADMINISTRATION_API_PATHS: readonly string[] = [
  ...USERS_API_PATHS,
  ...ROLES_API_PATHS,
  ...ASSIGNMENTS_API_PATHS,
  ...COMMANDS_API_PATHS,
  ...VIEWS_API_PATHS,
  ...CONSOLE_API_PATHS,
  ...COPY_API_PATHS,
];
