import { inject, injectable } from 'inversify';
import type { i18n as I18n } from 'i18next';
import { action, makeObservable, observable } from 'mobx';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { KeyValueStorage } from './storage.ts';
import { isLocale, storedLocale, type Locale } from './locales.ts';

export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales.ts';

/** The interface language: i18next and `<html lang>` follow it (dates are numeric in both); remembered in the browser. */
@injectable()
export class LocaleService {
  locale: Locale;

  constructor(
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
    @inject(CORE_TOKENS.Storage) private readonly storage: KeyValueStorage,
  ) {
    this.locale = storedLocale(storage);
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
