import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { SHELL_NAMESPACE, shellI18nOptions } from '../i18n/i18n-options.ts';
import { signInRu } from '../i18n/sign-in.ru.ts';

/**
 * The light sign-in page's i18next: the full app's options with only the sign-in texts of the shell
 * namespace, so every text reads as it does in the full app. Russian (the default and fallback) is
 * bundled; English is fetched only for a visitor who chose it, as the full app does (create-i18n.ts).
 */
export async function createSignInI18n(language: string): Promise<I18n> {
  const resources: Resource = { ru: { [SHELL_NAMESPACE]: signInRu } };
  if (language === 'en') resources.en = { [SHELL_NAMESPACE]: (await import('../i18n/sign-in.en.ts')).signInEn };
  const instance = i18next.createInstance();
  void instance.init(shellI18nOptions(language, resources));
  return instance;
}
