import { HomeRegular, SparkleRegular } from '@fluentui/react-icons';
import { CLASS, WELCOME_SETTING_ID, defineExtension } from '@ontobench/sdk';

/**
 * The home area: the start page at `/`, the welcome page (opened once at start, see the setting), and
 * a generic object card at `/object/:class/:id` that the quick launch opens for the ontology's classes
 * until the ontology area contributes its own kinds. Contributions only; pages load on entry.
 */
export default defineExtension({
  id: 'home',
  version: '0.1.0',
  contributes: {
    icons: [
      { id: 'home', component: HomeRegular },
      { id: 'welcome', component: SparkleRegular },
    ],
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
      {
        id: 'object',
        path: '/object/:class/:id',
        layout: 'main',
        requiresAuth: true,
        app: 'onto',
        titleKey: 'object.title',
        page: () => import('./pages/ObjectPage.tsx'),
      },
    ],
    quickLaunchKinds: [
      { id: 'object', labelKey: 'object.kind', icon: 'ontology', classIds: [CLASS.Class], open: '/object/:class/:id' },
    ],
    settings: [{ id: WELCOME_SETTING_ID, labelKey: 'welcome.openOnStart', type: 'boolean', default: false }],
    menus: [
      { id: 'home.home', group: 'general', icon: 'home', order: 0, labelKey: 'menu.home', route: '/' },
      { id: 'home.welcome', group: 'general', icon: 'welcome', order: 10, labelKey: 'menu.welcome', route: '/welcome' },
    ],
    // Fetched when first needed (activation, the first page with the main menu), one language at a time.
    translations: (language) =>
      language === 'en' ? import('./i18n/en.ts').then((m) => m.en) : import('./i18n/ru.ts').then((m) => m.ru),
  },
});
