import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import type { KeyValueStorage } from './storage.ts';

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** Russian is the default language and the fallback, spec shell.md §1. */
export const DEFAULT_LOCALE: Locale = 'ru';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/**
 * The interface language a page starts in: the remembered one, else Russian. Its own module (no
 * inversify, no mobx) so the light sign-in page starts in the language the full app would.
 */
export function storedLocale(storage: KeyValueStorage): Locale {
  const saved = storage.getItem(STORAGE_KEYS.locale);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}
