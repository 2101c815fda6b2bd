import { applyBranding, browserStorage, loadLightSignIn, opensLightSignIn } from '@ontobench/core/sign-in';
import { loadEnvironment } from './environment.ts';

/** The full app (kernel, extensions, shell): fetched when this visit needs it. */
const loadFullApp = () => import('./full-app.tsx').then((m) => m.startFullApp);

/**
 * Browser entry: reads the environment and starts either the light sign-in page (a first visit to
 * sign-in: no kernel, docs/architecture.md "The light sign-in page") or the full app. Both come as
 * dynamic imports fetched alongside `/env.json`, so this chunk stays a few kB.
 */
async function main(): Promise<void> {
  const light = opensLightSignIn(window.location, browserStorage());
  if (light) {
    const [environment, startLightSignIn] = await Promise.all([loadEnvironment(), loadLightSignIn()]);
    applyBranding(document, environment.branding);
    await startLightSignIn({ container: document.getElementById('root')!, environment, loadFullApp });
  } else {
    const [environment, startFullApp] = await Promise.all([loadEnvironment(), loadFullApp()]);
    applyBranding(document, environment.branding);
    startFullApp(environment);
  }
}

void main();
