import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from './i18n-options.ts';

/**
 * The namespace of an extension's page texts (`contributes.pageTranslations`): the texts only its own
 * screens and dialogs show, fetched when one of them is first shown, apart from its labels (menus,
 * quick launch, recent links), which every page with the main menu needs (docs/extensions.md).
 */
export function pageTextsNamespace(extensionId: string): string {
  return `${extensionId}.pages`;
}

/** The namespaces an extension's UI reads, in lookup order: its page texts, its labels, the shell's. */
export function extensionNamespaces(extensionId: string | null | undefined): string[] {
  if (!extensionId || extensionId === SHELL_NAMESPACE) return [SHELL_NAMESPACE];
  return [pageTextsNamespace(extensionId), extensionId, SHELL_NAMESPACE];
}

/**
 * Renders an extension's UI (a dialog it opened; a routed screen already waits in TextsReady) once its
 * page texts are there, so no raw key flashes. Settled even when the loader failed: the keys then show
 * as they are, and the boundary's error view is not blocked.
 */
export function PageTextsReady({ extensionId, children }: { extensionId: string; children: ReactNode }) {
  const { i18n } = useTranslation(SHELL_NAMESPACE);
  const namespace = pageTextsNamespace(extensionId);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const needed = extensionId !== SHELL_NAMESPACE && !i18n.hasResourceBundle(language, namespace);
  const wanted = `${language}:${namespace}`;
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!needed) return undefined;
    let live = true;
    void i18n.loadNamespaces(namespace).finally(() => live && setSettled(wanted));
    return () => {
      live = false;
    };
  }, [i18n, needed, namespace, wanted]);
  return !needed || settled === wanted ? <>{children}</> : null;
}
