import { useTranslation } from 'react-i18next';
import { extensionNamespaces } from '../i18n/page-texts.tsx';
import { useExtensionId } from './kernel-context.tsx';

/**
 * Translation inside an extension's UI: keys resolve in the extension's page texts first, then in its
 * labels (`translations`), then in the shell's.
 */
export function useT() {
  // nsMode 'fallback': without it react-i18next looks only in the first namespace, and shell keys
  // (the object UI's, the chrome's) would show as raw keys inside an extension's page.
  return useTranslation(extensionNamespaces(useExtensionId()), { nsMode: 'fallback' });
}
