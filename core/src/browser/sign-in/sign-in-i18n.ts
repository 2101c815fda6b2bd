import i18next, { type i18n as I18n } from 'i18next';
import { SHELL_NAMESPACE, shellI18nOptions } from '../i18n/i18n-options.ts';
import { signInEn } from '../i18n/sign-in.en.ts';
import { signInRu } from '../i18n/sign-in.ru.ts';

/**
 * The light sign-in page's i18next: the full app's options with only the sign-in texts of the shell
 * namespace (both languages, a few kB), so every text reads as it does in the full app.
 */
export function createSignInI18n(language: string): I18n {
  const instance = i18next.createInstance();
  void instance.init(
    shellI18nOptions(language, { ru: { [SHELL_NAMESPACE]: signInRu }, en: { [SHELL_NAMESPACE]: signInEn } }),
  );
  return instance;
}
