import { useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { LayoutName } from '../kernel/contributions.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import { useService } from '../ui/kernel-context.tsx';

/** Layouts that show the main menu, and so the labels of every enabled extension. */
const LAYOUTS_WITH_MENU: readonly LayoutName[] = ['main', 'sidebar'];

/**
 * The namespaces a routed screen shows texts of: with the main menu, every enabled extension's (their
 * menu labels); otherwise the route owner's alone. Pure, for the test.
 */
export function namespacesFor(layout: LayoutName, owner: string, enabled: readonly string[]): string[] {
  return LAYOUTS_WITH_MENU.includes(layout) ? [...new Set([owner, ...enabled])] : [owner];
}

/**
 * Renders a routed screen once the texts it shows are there (docs/extensions.md, "Texts load when
 * first needed"), so no raw key ever flashes: the sign-in page waits for nothing (the shell's texts
 * are bundled), the first page with the main menu waits for the enabled extensions' texts. Once a
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
  const enabled = host.extensions.filter((e) => e.enabled).map((e) => e.id);
  const namespaces = namespacesFor(layout, owner, enabled);
  const { ready } = useTranslation(namespaces, { useSuspense: false });
  const screen = LAYOUTS_WITH_MENU.includes(layout) ? layout : `${layout}:${owner}`;
  const shown = useRef(new Set<string>());
  if (ready) shown.current.add(screen);
  return ready || shown.current.has(screen) ? <>{children}</> : null;
});
