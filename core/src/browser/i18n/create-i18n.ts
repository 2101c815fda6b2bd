import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '../services/locale-service.ts';
import { shellEn } from './shell.en.ts';
import { shellRu } from './shell.ru.ts';

export const SHELL_NAMESPACE = 'shell';

/**
 * One i18next instance per kernel. Russian is the default and the fallback; plural forms come
 * from Intl.PluralRules, so Russian keys carry _one, _few, _many and _other.
 */
export function createI18n(language: string = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: SHELL_NAMESPACE,
    ns: [SHELL_NAMESPACE],
    resources: { ru: { [SHELL_NAMESPACE]: shellRu }, en: { [SHELL_NAMESPACE]: shellEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
