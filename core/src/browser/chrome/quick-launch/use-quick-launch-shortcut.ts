import { useEffect } from 'react';
import type { Container } from 'inversify';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import type { QuickLaunchService } from './quick-launch-service.ts';

/** Whether this key press asks for the quick launch: Ctrl+O (⌘O on a Mac); Shift means a new tab. */
export function quickLaunchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) {
  const isO = event.code === 'KeyO' || event.key.toLowerCase() === 'o';
  if (!isO || event.altKey || !(event.ctrlKey || event.metaKey)) return undefined;
  return { newTab: event.shiftKey };
}

/** Listens for Ctrl+O / Ctrl+Shift+O on the whole page while someone is signed in. */
export function useQuickLaunchShortcut(quick: QuickLaunchService, container: Container): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = quickLaunchShortcut(event);
      if (!shortcut) return;
      const session = container.isBound(CORE_TOKENS.Session) ? container.get(CORE_TOKENS.Session) : undefined;
      if (session && session.status !== 'signed-in') return;
      event.preventDefault();
      quick.open(shortcut.newTab);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [quick, container]);
}
