import { PuzzlePieceRegular } from '@fluentui/react-icons';
import { defineExtension } from '@ontobench/sdk';
import { HOST_ADMIN } from './host-admin-token.ts';

export const EXTENSION_MANAGER_ID = 'extension-manager';

/** Administration of extensions: see each one's state and switch it on or off at run time. */
export default defineExtension({
  id: EXTENSION_MANAGER_ID,
  version: '0.1.0',
  contributes: {
    icons: [{ id: 'extensions', component: PuzzlePieceRegular }],
    routes: [
      {
        id: 'settings.extensions',
        path: '/settings/extensions',
        layout: 'main',
        requiresAuth: true,
        adminOnly: true,
        app: 'both',
        titleKey: 'title',
        page: () => import('./pages/ExtensionsPage.tsx'),
      },
      {
        id: 'settings.plugins',
        path: '/settings/plugins',
        layout: 'main',
        requiresAuth: true,
        adminOnly: true,
        app: 'both',
        titleKey: 'plugins.title',
        page: () => import('./pages/PluginsPage.tsx'),
      },
    ],
    menus: [
      {
        id: 'extension-manager.menu',
        group: 'administration',
        icon: 'extensions',
        order: 100,
        labelKey: 'title',
        route: '/settings/extensions',
      },
      {
        id: 'extension-manager.plugins.menu',
        group: 'administration',
        icon: 'extensions',
        order: 110,
        labelKey: 'plugins.title',
        route: '/settings/plugins',
      },
    ],
    // Fetched when first needed (activation, the first page with the main menu), one language at a time.
    translations: (language) =>
      language === 'en' ? import('./i18n/en.ts').then((m) => m.en) : import('./i18n/ru.ts').then((m) => m.ru),
  },
  activate(ctx) {
    // The host composition root grants this manifest the privileged host API (docs/sdk.md).
    if (!ctx.hostAdmin)
      throw new Error(`"${EXTENSION_MANAGER_ID}" was not granted the host API by the composition root`);
    ctx.bindService(HOST_ADMIN, ctx.hostAdmin);
  },
});
