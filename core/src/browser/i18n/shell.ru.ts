import { signInRu } from './sign-in.ru.ts';
import { statusRu } from './status.ru.ts';
import { chromeRu } from './chrome.ru.ts';
import { physicsRu } from '../ui/physics/physics.ru.ts';
import { workbenchRu } from '../ui/workbench.ru.ts';
/** Shell texts, Russian (the default language). Keys mirror shell.en.ts exactly. */
export const shellRu = {
  ...signInRu,
  ...statusRu,
  ...chromeRu,
  ...workbenchRu,
  ...physicsRu,
  app: {
    loading: 'Загрузка…',
    skipToContent: 'Перейти к содержимому',
  },
  menu: {
    open: 'Открыть меню',
    close: 'Закрыть меню',
    title: 'Главное меню',
    empty: 'Нет доступных разделов',
  },
  menuGroup: {
    general: 'Общее',
    administration: 'Администрирование',
  },
  settings: {
    language: 'Язык',
    theme: 'Тема',
    themeLight: 'Светлая тема',
    themeDark: 'Тёмная тема',
    toLight: 'Включить светлую тему',
    toDark: 'Включить тёмную тему',
  },
  language: {
    ru: 'Русский',
    en: 'English',
  },
  format: {
    invalidDate: 'Неверный формат даты',
  },
  filePicker: {
    choose: 'Выбрать файл…',
    none: 'Файл не выбран',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'Адрес {{path}} не ведёт ни к одной странице.',
    home: 'На главную',
  },
  extensionError: {
    title: 'Ошибка в расширении «{{id}}»',
    retry: 'Повторить',
    home: 'На главную',
  },
  extensions: {
    count_one: '{{count}} расширение',
    count_few: '{{count}} расширения',
    count_many: '{{count}} расширений',
    count_other: '{{count}} расширения',
  },
} as const;
