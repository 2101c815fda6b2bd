import type { i18n as I18n } from 'i18next';
import { SHELL_NAMESPACE } from './i18n-options.ts';
import { shellEn } from './shell.en.ts';

/**
 * Bundles the shell's English texts at once, for a test kernel that must switch language
 * synchronously. The app fetches them when first needed instead (create-i18n.ts).
 */
export function bundleAllShellTexts(i18n: I18n): void {
  if (!i18n.hasResourceBundle('en', SHELL_NAMESPACE)) i18n.addResourceBundle('en', SHELL_NAMESPACE, shellEn);
}
