/**
 * What the browser entry needs before it knows which app to start (`@ontobench/core/sign-in`): the
 * decision, the light sign-in page behind a dynamic import, and the few helpers both paths share. The
 * entry imports only this, so it carries neither the kernel nor React (docs/benchmarks.md, "First-page budget").
 */
export { opensLightSignIn } from './opens-light.ts';
export type { StartFullApp } from './hand-over.ts';
export type { LightSignInOptions } from './start-light-sign-in.tsx';
export { applyBranding } from '../branding.ts';
export { browserStorage } from '../services/storage.ts';

/** The light sign-in page's start, fetched only when the entry chose it. */
export const loadLightSignIn = () => import('./start-light-sign-in.tsx').then((m) => m.startLightSignIn);
