import { inject, injectable } from 'inversify';
import type { i18n as I18n } from 'i18next';
import { action, makeObservable, observable } from 'mobx';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { KeyValueStorage } from './storage.ts';

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** Russian is the default language and the fallback, spec shell.md §1. */
export const DEFAULT_LOCALE: Locale = 'ru';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.includes(value as Locale);
}

/** The interface language: i18next and `<html lang>` follow it (dates are numeric in both); remembered in the browser. */
@injectable()
export class LocaleService {
  locale: Locale;

  constructor(
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
    @inject(CORE_TOKENS.Storage) private readonly storage: KeyValueStorage,
  ) {
    const saved = storage.getItem(STORAGE_KEYS.locale);
    this.locale = isLocale(saved) ? saved : DEFAULT_LOCALE;
    makeObservable(this, { locale: observable, setLocale: action });
    this.apply();
  }

  setLocale(locale: Locale): void {
    if (!isLocale(locale)) throw new Error(`Unknown locale "${String(locale)}"`);
    this.locale = locale;
    this.storage.setItem(STORAGE_KEYS.locale, locale);
    this.apply();
  }

  private apply(): void {
    void this.i18n.changeLanguage(this.locale);
    if (typeof document !== 'undefined') document.documentElement.lang = this.locale;
  }
}
