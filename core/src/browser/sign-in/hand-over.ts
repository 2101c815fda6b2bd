import type { RuntimeEnvironment } from '../../common/environment.ts';

/** Starts the full app in the page, at the address the browser shows, with the environment already read. */
export type StartFullApp = (environment: RuntimeEnvironment) => void;

/**
 * Leaves the light sign-in page for the full app at `path`: `push` for a link the user followed (Back
 * returns to sign-in), `replace` when the sign-in page itself is done (as the full app's navigate does).
 */
export type HandOver = (path: string, how: 'push' | 'replace') => Promise<void>;

/**
 * The hand-over, once: fetch the full app while the light page stays on screen, then move the address,
 * take the light page away and start the full app in the same element. No page reload: the entry,
 * the environment and the shared libraries are already here. A failed fetch can be tried again.
 */
export function handOverOnce(
  loadFullApp: () => Promise<StartFullApp>,
  environment: RuntimeEnvironment,
  unmount: () => void,
): HandOver {
  let handing: Promise<void> | undefined;
  return (path, how) =>
    (handing ??= (async () => {
      const startFullApp = await loadFullApp();
      if (how === 'push') window.history.pushState(null, '', path);
      else window.history.replaceState(null, '', path);
      unmount();
      startFullApp(environment);
    })().catch((error: unknown) => {
      handing = undefined;
      throw error;
    }));
}

/** The address the browser shows now, to hand over without moving. */
export function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}
