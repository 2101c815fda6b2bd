/**
 * The browser paths of the administration area's pages (shell.md §2: `/settings/users` (admin),
 * `/settings/roles`, `/settings/assignments` (admin)), handed to the server so that no runtime plugin
 * takes one. Later parts of issue 21 (`/settings/commands`, `/settings/views`, `/copy-settings`, …) add
 * their paths here.
 */
export const ADMINISTRATION_ROUTE_PATHS: readonly string[] = [
  '/settings/users',
  '/settings/roles',
  '/settings/assignments',
  '/settings/commands',
  '/settings/views',
  '/usercodeConsoleOutput',
  '/copy-settings',
];

/** Where the administration area's pages open. */
export const administrationPath = {
  users: '/settings/users',
  roles: '/settings/roles',
  assignments: '/settings/assignments',
  commands: '/settings/commands',
  views: '/settings/views',
  console: '/usercodeConsoleOutput',
  copy: '/copy-settings',
};
