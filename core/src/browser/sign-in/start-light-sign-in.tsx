import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RuntimeEnvironment } from '../../common/environment.ts';
import { missingBrowserFeatures } from '../chrome/browser-check/browser-support.ts';
import { storedLocale } from '../services/locales.ts';
import { browserStorage, type KeyValueStorage } from '../services/storage.ts';
import { storedThemeMode } from '../services/theme-mode.ts';
import { currentPath, handOverOnce, type StartFullApp } from './hand-over.ts';
import { LightSignInPage, handOverLink } from './LightSignInPage.tsx';
import { createSignInI18n } from './sign-in-i18n.ts';

export interface LightSignInOptions {
  container: HTMLElement;
  environment: RuntimeEnvironment;
  /** The full app's start, fetched at the hand-over (host/web/src/full-app.tsx). */
  loadFullApp: () => Promise<StartFullApp>;
  storage?: KeyValueStorage;
}

/**
 * Shows the light sign-in page in `container`, in the language and theme the full app would choose.
 * A browser that lacks what the app needs gets the full app at once: its compatibility dialog says so.
 */
export async function startLightSignIn({
  container,
  environment,
  loadFullApp,
  storage = browserStorage(),
}: LightSignInOptions) {
  let unmount = () => {};
  const handOver = handOverOnce(loadFullApp, environment, () => unmount());
  if (missingBrowserFeatures().length > 0) return handOver(currentPath(), 'replace');
  const locale = storedLocale(storage);
  document.documentElement.lang = locale;
  const i18n = await createSignInI18n(locale);
  const root = createRoot(container);
  unmount = () => root.unmount();
  root.render(
    <StrictMode>
      <LightSignInPage
        environment={environment}
        storage={storage}
        i18n={i18n}
        theme={storedThemeMode(storage)}
        handOver={handOver}
        LinkTo={handOverLink(handOver)}
      />
    </StrictMode>,
  );
}
