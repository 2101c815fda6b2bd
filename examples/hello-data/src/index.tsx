import { defineExtension } from '@ontobench/sdk';
import { en } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';

/**
 * The "Hello data" plugin: a global route page (main layout, sign-in required) that lists the classes
 * the user can see, and a main-menu entry to it. The id and route path match package.json's
 * `ontobench` field, from which the build writes the bundle's header.
 */
export default defineExtension({
  id: 'hello-data',
  version: '1.0.0',
  contributes: {
    routes: [
      {
        id: 'hello-data',
        path: '/hello-data',
        layout: 'main',
        requiresAuth: true,
        app: 'both',
        titleKey: 'title',
        page: () => import('./pages/HelloDataPage.tsx'),
      },
    ],
    menus: [
      { id: 'hello-data.menu', group: 'general', icon: 'ontology', order: 900, labelKey: 'menu', route: '/hello-data' },
    ],
    translations: { ru, en },
  },
});
