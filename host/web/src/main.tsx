import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Shell, applyBranding, createKernel, shellExtension } from '@ontobench/core/browser';
import { loadEnvironment } from './environment.ts';
import { FIRST_PARTY_EXTENSIONS } from './extensions.ts';

/** Browser composition root: environment, kernel, extensions, shell. */
async function boot(): Promise<void> {
  const environment = await loadEnvironment();
  applyBranding(document, environment.branding);
  const kernel = createKernel({ environment });
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
