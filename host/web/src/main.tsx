import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Shell, applyBranding, createKernel, shellExtension } from '@ontobench/core/browser';
import { loadEnvironment } from './environment.ts';
import { FIRST_PARTY_EXTENSIONS, HOST_ADMIN_EXTENSIONS } from './extensions.ts';
import { publishSharedModules } from './shared-modules.ts';

/** Browser composition root: environment, kernel, extensions, shell. */
async function boot(): Promise<void> {
  // Before any plugin can load: /shared/*.js hand plugins the host's own React, Fluent, SDK…
  publishSharedModules();
  const environment = await loadEnvironment();
  applyBranding(document, environment.branding);
  const kernel = createKernel({ environment, hostAdmins: HOST_ADMIN_EXTENSIONS });
  for (const extension of [shellExtension, ...FIRST_PARTY_EXTENSIONS]) {
    try {
      kernel.host.install(extension);
    } catch (error) {
      // One broken extension must not keep the others, or the shell, from starting.
      console.error(`Extension "${extension.id}" was not installed`, error);
    }
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Shell kernel={kernel} />
    </StrictMode>,
  );
}

void boot();
