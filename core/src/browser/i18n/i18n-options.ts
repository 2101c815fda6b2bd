import type { InitOptions, Resource } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '../services/locales.ts';

export const SHELL_NAMESPACE = 'shell';

/**
 * How every i18next instance of the shell is set up: the full app's (create-i18n.ts) and the light
 * sign-in page's (sign-in/sign-in-i18n.ts), so a text reads the same in both. Russian is the default
 * and the fallback; plural forms come from Intl.PluralRules (Russian keys carry _one, _few, _many, _other).
 */
export function shellI18nOptions(language: string, resources: Resource): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: SHELL_NAMESPACE,
    ns: [SHELL_NAMESPACE],
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { useSuspense: false, bindI18nStore: 'added' },
  };
}
