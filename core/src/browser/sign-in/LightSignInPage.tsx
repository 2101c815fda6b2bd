import { useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import { FluentProvider, Link as FluentLink } from '@fluentui/react-components';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { OidcSettings, RuntimeEnvironment } from '../../common/environment.ts';
import { requesterFromStorage } from '../http/send-request.ts';
import { composeTitle } from '../services/compose-title.ts';
import type { KeyValueStorage } from '../services/storage.ts';
import type { ThemeMode } from '../services/theme-mode.ts';
import { OidcButton } from '../session/oidc/OidcButton.tsx';
import { loadOidcProtocol } from '../session/oidc/oidc-protocol.ts';
import { redirectToProvider } from '../session/oidc/oidc-redirect.ts';
import { SignInForm } from '../session/pages/SignInForm.tsx';
import { RETURN_TO_PARAM, safeReturnPath } from '../session/paths.ts';
import { rememberSignIn } from '../session/remember-sign-in.ts';
import { brandThemes } from '../theme/brand.ts';
import { EmptyFrame } from '../ui/layouts/SimpleLayouts.tsx';
import type { HandOver } from './hand-over.ts';
import { useOtherTabSignIn, useStatusHandOver } from './hand-over-triggers.ts';

export interface LightSignInPageProps {
  environment: RuntimeEnvironment;
  storage: KeyValueStorage;
  i18n: I18n;
  theme: ThemeMode;
  handOver: HandOver;
  /** A link to another page of the app: hands over to the full app there. */
  LinkTo: (props: { href: string; children: ReactNode }) => ReactNode;
}

/**
 * The sign-in page of a first visit, without the kernel (docs/architecture.md, "The light sign-in
 * page"): the same form, texts, theme and frame as the full app's LoginPage; after the server's yes it
 * remembers the token as the session would and hands over to the full app at the return path, which
 * starts the session from the stored token.
 */
export function LightSignInPage({ environment, storage, i18n, theme, handOver, LinkTo }: LightSignInPageProps) {
  const http = useMemo(() => requesterFromStorage(storage), [storage]);
  const themes = useMemo(() => brandThemes(environment.branding.brandColor), [environment.branding.brandColor]);
  const returnTo = safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_TO_PARAM));
  useStatusHandOver(environment, http, handOver);
  useOtherTabSignIn(handOver);

  useEffect(() => {
    const { defaultTitle, customerName } = environment.branding;
    document.title = composeTitle(i18n.t('signIn.title'), defaultTitle, customerName);
  }, [environment, i18n]);

  const signedIn = async (token: string) => {
    rememberSignIn(storage, token);
    await handOver(returnTo, 'replace');
  };

  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={themes[theme]} data-theme={theme} style={{ minHeight: '100vh' }}>
        <EmptyFrame branding={environment.branding}>
          <SignInForm
            http={http}
            onSignedIn={signedIn}
            LinkTo={LinkTo}
            oidc={environment.oidc && <ProviderButton settings={environment.oidc} returnTo={returnTo} i18n={i18n} />}
          />
        </EmptyFrame>
      </FluentProvider>
    </I18nextProvider>
  );
}

/** The OpenID Connect button: oidc-client-ts is fetched on click (oidc-protocol.ts imports it then). */
function ProviderButton({ settings, returnTo, i18n }: { settings: OidcSettings; returnTo: string; i18n: I18n }) {
  const provider = settings.providerName;
  const signIn = () =>
    redirectToProvider(
      () => loadOidcProtocol(settings, window.location.origin),
      returnTo,
      (key) => i18n.t(key, { provider }),
    );
  return <OidcButton provider={provider} signIn={signIn} />;
}

/** A link that hands over to the full app at its address; a click with a modifier stays the browser's. */
export function handOverLink(handOver: HandOver) {
  return function HandOverLink({ href, children }: { href: string; children: ReactNode }) {
    const follow = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void handOver(href, 'push');
    };
    return (
      <FluentLink href={href} onClick={follow}>
        {children}
      </FluentLink>
    );
  };
}
