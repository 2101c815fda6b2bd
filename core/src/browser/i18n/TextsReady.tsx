import { useEffect, useRef, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LayoutName } from '../kernel/contributions.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';
import { SHELL_NAMESPACE } from './create-i18n.ts';
import { pageTextsNamespace } from './page-texts.tsx';

/** Layouts that show the main menu, and so the labels of every enabled extension. */
const LAYOUTS_WITH_MENU: readonly LayoutName[] = ['main', 'sidebar'];

/**
 * The namespaces a routed screen shows texts of: the route owner's page texts and labels, and with the
 * main menu every enabled extension's labels. Pure, for the test.
 */
export function namespacesFor(layout: LayoutName, owner: string, enabled: readonly string[]): string[] {
  const own = owner === SHELL_NAMESPACE ? [owner] : [pageTextsNamespace(owner), owner];
  return LAYOUTS_WITH_MENU.includes(layout) ? [...new Set([...own, ...enabled])] : own;
}

/**
 * Renders a routed screen once the texts it shows are there (docs/extensions.md, "Texts load when
 * first needed"), so no raw key ever flashes: in Russian the sign-in page waits for nothing (the shell's
 * Russian texts are bundled; its English ones are waited for like an extension's), the first page with
 * the main menu waits for the enabled extensions' texts. Once a
 * screen was shown, an extension enabled at run time does not blank it: its labels follow when its
 * texts arrive (i18n renders again on every bundle added).
 */
export const TextsReady = observer(function TextsReady({
  layout,
  owner,
  children,
}: {
  layout: LayoutName;
  owner: string;
  children: ReactNode;
}) {
  const host = useService(CORE_TOKENS.ExtensionHost);
  // The hook only to render again on a language switch and on every bundle added (create-i18n.ts).
  const { i18n } = useTranslation(SHELL_NAMESPACE);
  const enabled = host.extensions.filter((e) => e.enabled).map((e) => e.id);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Asked of the bundles themselves: i18next still counts as loaded a namespace whose bundle went with
  // its extension (disabled, then enabled again), so its own readiness would never fetch it anew.
  // The shell's own texts too: only Russian is bundled (create-i18n.ts).
  const missing = [SHELL_NAMESPACE, ...namespacesFor(layout, owner, enabled)].filter(
    (ns) => !i18n.hasResourceBundle(language, ns),
  );
  const wanted = `${language}:${missing.join(',')}`;
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (missing.length === 0) return undefined;
    let live = true;
    // Settled even when a loader failed: the screen then shows that extension's keys as they are.
    void i18n.loadNamespaces(missing).finally(() => live && setSettled(wanted));
    return () => {
      live = false;
    };
  }, [i18n, wanted]); // eslint-disable-line react-hooks/exhaustive-deps
  const ready = missing.length === 0 || settled === wanted;
  const screen = LAYOUTS_WITH_MENU.includes(layout) ? layout : `${layout}:${owner}`;
  const shown = useRef(new Set<string>());
  if (ready) shown.current.add(screen);
  return ready || shown.current.has(screen) ? <>{children}</> : null;
});
