import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE } from '../services/locales.ts';
import { SHELL_NAMESPACE, shellI18nOptions } from './i18n-options.ts';
import { shellEn } from './shell.en.ts';
import { shellRu } from './shell.ru.ts';
import { ExtensionTextsBackend } from './texts-backend.ts';

export { SHELL_NAMESPACE } from './i18n-options.ts';

/**
 * One i18next instance per kernel (options shared with the light sign-in page: i18n-options.ts).
 *
 * The shell's texts are bundled (every page needs them); an extension's texts may come through the
 * texts backend when first needed (texts-backend.ts). Components never suspend on texts: the shell
 * waits for a page's namespaces before it renders the page (TextsReady), and every `useTranslation`
 * renders again when a bundle arrives, so an extension enabled at run time gets its labels.
 */
export function createI18n(language: string = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  void instance.use(new ExtensionTextsBackend()).init({
    ...shellI18nOptions(language, { ru: { [SHELL_NAMESPACE]: shellRu }, en: { [SHELL_NAMESPACE]: shellEn } }),
    // Bundled resources and a backend: i18next asks the backend only for what is not bundled.
    partialBundledLanguages: true,
  });
  return instance;
}
