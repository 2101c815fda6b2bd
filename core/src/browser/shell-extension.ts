import { chromeRoutes } from './chrome/routes.ts';
import { defineExtension } from './kernel/extension.ts';
import { SHELL_ICONS } from './shell-icons.ts';
import { sessionRoutes } from './session/routes.ts';
import { oidcRoutes } from './session/oidc/routes.ts';
import { statusRoutes } from './status/routes.ts';

/**
 * The shell's own contributions, loaded like any extension's: the menu groups every area can
 * file its entries under, and its generic icons. Its texts live in the shell namespace.
 */
export const shellExtension = defineExtension({
  id: 'shell',
  version: '0.1.0',
  contributes: {
    icons: SHELL_ICONS,
    routes: [...sessionRoutes, ...oidcRoutes, ...statusRoutes, ...chromeRoutes],
    menuGroups: [
      { id: 'general', labelKey: 'menuGroup.general', order: 0 },
      { id: 'administration', labelKey: 'menuGroup.administration', order: 1000 },
    ],
  },
});
