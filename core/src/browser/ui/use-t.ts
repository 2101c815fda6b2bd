import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../i18n/create-i18n.ts';
import { useExtensionId } from './kernel-context.tsx';

/**
 * Translation inside an extension's UI: keys resolve in the extension's own namespace first,
 * then in the shell's.
 */
export function useT() {
  const id = useExtensionId();
  // nsMode 'fallback': without it react-i18next looks only in the first namespace, and shell keys
  // (the object UI's, the chrome's) would show as raw keys inside an extension's page.
  return useTranslation(id ? [id, SHELL_NAMESPACE] : SHELL_NAMESPACE, { nsMode: 'fallback' });
}
