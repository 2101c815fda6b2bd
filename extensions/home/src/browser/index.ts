import { defineExtension } from '@ontobench/sdk';
import { en } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';

/** The home area: the start page at `/` and the welcome page. Contributions only; pages load on entry. */
export default defineExtension({
  id: 'home',
  version: '0.1.0',
  contributes: {
    routes: [
      {
        id: 'home',
        path: '/',
        layout: 'main',
        requiresAuth: true,
        app: 'both',
        titleKey: 'home.title',
        page: () => import('./pages/HomePage.tsx'),
      },
      {
        id: 'welcome',
        path: '/welcome',
        layout: 'main',
        requiresAuth: true,
        app: 'onto',
        titleKey: 'welcome.title',
        page: () => import('./pages/WelcomePage.tsx'),
      },
    ],
    menus: [
      { id: 'home.home', group: 'general', icon: 'home', order: 0, labelKey: 'menu.home', route: '/' },
      { id: 'home.welcome', group: 'general', icon: 'welcome', order: 10, labelKey: 'menu.welcome', route: '/welcome' },
    ],
    translations: { ru, en },
  },
});
