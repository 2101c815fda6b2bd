import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { KeyValueStorage } from './storage.ts';
import { storedThemeMode, type ThemeMode } from './theme-mode.ts';

export type { ThemeMode } from './theme-mode.ts';

/** Light or dark, remembered in the browser. */
@injectable()
export class ThemeService {
  mode: ThemeMode;

  constructor(@inject(CORE_TOKENS.Storage) private readonly storage: KeyValueStorage) {
    this.mode = storedThemeMode(storage);
    makeObservable(this, { mode: observable, setMode: action });
  }

  setMode(mode: ThemeMode): void {
    this.mode = mode;
    this.storage.setItem(STORAGE_KEYS.theme, mode);
  }

  toggle(): void {
    this.setMode(this.mode === 'dark' ? 'light' : 'dark');
  }
}
