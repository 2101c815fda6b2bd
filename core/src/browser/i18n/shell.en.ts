import { signInEn } from './sign-in.en.ts';
import { statusEn } from './status.en.ts';
import { chromeEn } from './chrome.en.ts';
import { physicsEn } from '../ui/physics/physics.en.ts';
import { workbenchEn } from '../ui/workbench.en.ts';
import type { DeepStringRecord } from './types.ts';
import type { shellRu } from './shell.ru.ts';

/** Shell texts, English. Typed against the Russian set so no key can be missing. */
export const shellEn: DeepStringRecord<typeof shellRu> = {
  ...signInEn,
  ...statusEn,
  ...chromeEn,
  ...workbenchEn,
  ...physicsEn,
  app: {
    loading: 'Loading…',
    skipToContent: 'Skip to content',
  },
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    title: 'Main menu',
    empty: 'No sections available',
  },
  menuGroup: {
    general: 'General',
    administration: 'Administration',
  },
  settings: {
    language: 'Language',
    theme: 'Theme',
    themeLight: 'Light theme',
    themeDark: 'Dark theme',
    toLight: 'Switch to the light theme',
    toDark: 'Switch to the dark theme',
  },
  language: {
    ru: 'Русский',
    en: 'English',
  },
  format: {
    invalidDate: 'Invalid date format: use YYYY-MM-DD',
  },
  filePicker: {
    choose: 'Choose a file…',
    none: 'No file chosen',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address {{path}} does not lead to any page.',
    home: 'Go home',
  },
  extensionError: {
    title: 'Error in extension “{{id}}”',
    retry: 'Retry',
    home: 'Go home',
  },
  extensions: {
    count_one: '{{count}} extension',
    count_few: '{{count}} extensions',
    count_many: '{{count}} extensions',
    count_other: '{{count}} extensions',
  },
};
