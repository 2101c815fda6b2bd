import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import type { KeyValueStorage } from './storage.ts';

export type ThemeMode = 'light' | 'dark';

/**
 * The theme a page starts in: dark only when the user chose it (remembered in the browser), else light;
 * the system preference is not consulted. Shared by ThemeService and the light sign-in page.
 */
export function storedThemeMode(storage: KeyValueStorage): ThemeMode {
  return storage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}
