import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE } from '../services/locales.ts';
import { SHELL_NAMESPACE, shellI18nOptions } from './i18n-options.ts';
import { shellRu } from './shell.ru.ts';
import { ExtensionTextsBackend } from './texts-backend.ts';

export { SHELL_NAMESPACE } from './i18n-options.ts';

/**
 * One i18next instance per kernel (options shared with the light sign-in page: i18n-options.ts).
 *
 * The shell's Russian texts are bundled (the default and fallback language: every page needs them); its
 * English texts, like an extension's texts, come through the texts backend when first needed
 * (texts-backend.ts), so a Russian-speaking visitor never fetches them (docs/benchmarks.md, "First-page
 * budget"). Components never suspend on texts: the shell waits for a page's namespaces, its own
 * included, before it renders the page (TextsReady), a language switch shows the new language once its
 * texts are there (i18next loads before it switches), and every `useTranslation` renders again when a
 * bundle arrives, so an extension enabled at run time gets its labels.
 */
export function createI18n(language: string = DEFAULT_LOCALE): I18n {
  const instance = i18next.createInstance();
  const backend = new ExtensionTextsBackend();
  backend.register(SHELL_NAMESPACE, (lng) =>
    lng === 'en' ? import('./shell.en.ts').then((m) => m.shellEn) : Promise.resolve({}),
  );
  void instance.use(backend).init({
    ...shellI18nOptions(language, { ru: { [SHELL_NAMESPACE]: shellRu } }),
    // Bundled resources and a backend: i18next asks the backend only for what is not bundled.
    partialBundledLanguages: true,
  });
  return instance;
}

/** `createI18n` once the language's shell texts are there (English comes through the backend). */
export async function createI18nReady(language: string = DEFAULT_LOCALE): Promise<I18n> {
  const instance = createI18n(language);
  await instance.loadNamespaces(SHELL_NAMESPACE);
  return instance;
}
