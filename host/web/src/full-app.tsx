import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Shell, checkSignInEarly, createKernel, shellExtension } from '@ontobench/core/browser';
import type { RuntimeEnvironment } from '@ontobench/core/common';
import { AREAS_AFTER_FIRST_PAGE, FIRST_PARTY_EXTENSIONS, HOST_ADMIN_EXTENSIONS } from './extensions.ts';
import { publishSharedModules } from './shared-modules.ts';

/**
 * The full app: kernel, extensions, shell, in the page's root. Started by the entry (main.tsx), or by the
 * light sign-in page once the user signed in or followed a link (the environment is the one it read).
 */
export function startFullApp(environment: RuntimeEnvironment): void {
  // Before any plugin can load: /shared/*.js hand plugins the host's own React, Fluent, SDK…
  publishSharedModules();
  const kernel = createKernel({ environment, hostAdmins: HOST_ADMIN_EXTENSIONS });
  for (const extension of [shellExtension, ...FIRST_PARTY_EXTENSIONS]) {
    try {
      kernel.host.install(extension);
    } catch (error) {
      // One broken extension must not keep the others, or the shell, from starting.
      console.error(`Extension "${extension.id}" was not installed`, error);
    }
  }
  // The sign-in check first: its request goes out before the areas' many small chunks take the
  // browser's connections to the server.
  checkSignInEarly(kernel, window.location);
  void kernel.host.installLater(AREAS_AFTER_FIRST_PAGE);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Shell kernel={kernel} />
    </StrictMode>,
  );
}
