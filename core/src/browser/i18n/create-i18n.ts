import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '../services/locale-service.ts';
import { shellEn } from './shell.en.ts';
import { shellRu } from './shell.ru.ts';
import { ExtensionTextsBackend } from './texts-backend.ts';

export const SHELL_NAMESPACE = 'shell';

/**
 * One i18next instance per kernel. Russian is the default and the fallback; plural forms come
 * from Intl.PluralRules, so Russian keys carry _one, _few, _many and _other.
 *
 * The shell's texts are bundled (every page needs them); an extension's texts may come through the
 * texts backend when first needed (texts-backend.ts). Components never suspend on texts: the shell
 * waits for a page's namespaces before it renders the page (TextsReady), and every `useTranslation`
 * renders again when a bundle arrives, so an extension enabled at run time gets its labels.
 */
export function createI18n(language: string = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(new ExtensionTextsBackend()).init({
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: SHELL_NAMESPACE,
    ns: [SHELL_NAMESPACE],
    resources: { ru: { [SHELL_NAMESPACE]: shellRu }, en: { [SHELL_NAMESPACE]: shellEn } },
    // Bundled resources and a backend: i18next asks the backend only for what is not bundled.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  return instance;
}
