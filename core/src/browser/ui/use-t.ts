import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../i18n/create-i18n.ts';
import { useExtensionId } from './kernel-context.tsx';

/**
 * Translation inside an extension's UI: keys resolve in the extension's own namespace first,
 * then in the shell's.
 */
export function useT() {
  const id = useExtensionId();
  return useTranslation(id ? [id, SHELL_NAMESPACE] : SHELL_NAMESPACE);
}
