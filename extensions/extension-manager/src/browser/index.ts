import { defineExtension } from '@ontobench/sdk';

export const EXTENSION_MANAGER_ID = 'extension-manager';

/** Administration of extensions: see each one's state and switch it on or off at run time. */
export default defineExtension({
  id: EXTENSION_MANAGER_ID,
  version: '0.1.0',
  contributes: {
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
});
