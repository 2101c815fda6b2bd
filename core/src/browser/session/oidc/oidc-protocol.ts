import type { OidcSettings } from '../../../common/environment.ts';

/** Spec shell.md §2: the route that finishes the provider's sign-in. */
export const OIDC_CALLBACK_PATH = '/oidc-signin-callback';
/** Where the provider sends the browser back after ending its session: our sign-in page (shell §2). */
export const OIDC_POST_LOGOUT_PATH = '/osa-auth/login';
/** Spec shell.md §6: "default scopes profile and e-mail" (openid makes it OpenID Connect). */
export const OIDC_SCOPES = 'openid profile email';

/** What a finished provider sign-in hands over. */
export interface OidcCompletion {
  idToken: string;
  accessToken: string | undefined;
  /** The path the user asked for before leaving (state carried through the provider). */
  returnTo: unknown;
}

/** The OpenID Connect protocol as the shell uses it; oidc-client-ts behind it, loaded on first use. */
export interface OidcProtocol {
  /** Leaves for the provider's sign-in page (authorisation code with PKCE). */
  signInRedirect(returnTo: string): Promise<void>;
  /** Exchanges the code in `url` (the callback's address) for the provider's tokens. */
  completeSignIn(url: string): Promise<OidcCompletion>;
  /** Whether this browser signed in through the provider and has not signed out since. */
  hasProviderSignIn(): Promise<boolean>;
  /**
   * Forgets the provider sign-in; when the provider offers an end-session endpoint, leaves for it
   * (RP-initiated logout) and resolves true; false when only the local record was removed.
   */
  endProviderSession(): Promise<boolean>;
}

export type OidcProtocolFactory = (settings: OidcSettings, origin: string) => Promise<OidcProtocol>;

/**
 * The real protocol: oidc-client-ts's UserManager. The library is a dynamic import, so only an
 * installation with a provider ever loads it. The provider's user record is kept in localStorage, so
 * every tab knows the sign-in went through the provider (and sign-out in any tab ends it there).
 */
export const loadOidcProtocol: OidcProtocolFactory = async (settings, origin) => {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  const manager = new UserManager({
    authority: settings.issuer,
    client_id: settings.clientId,
    redirect_uri: `${origin}${OIDC_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${OIDC_POST_LOGOUT_PATH}`,
    response_type: 'code',
    scope: OIDC_SCOPES,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    // Our server reads userinfo itself (with the access token) when the ID token lacks the e-mail.
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
  });
  return {
    async signInRedirect(returnTo) {
      await manager.signinRedirect({ state: { returnTo } });
    },
    async completeSignIn(url) {
      const user = await manager.signinRedirectCallback(url);
      if (!user.id_token) throw new Error('The provider returned no ID token (is the scope openid allowed?)');
      const state = user.state as { returnTo?: unknown } | undefined;
      return { idToken: user.id_token, accessToken: user.access_token || undefined, returnTo: state?.returnTo };
    },
    async hasProviderSignIn() {
      return (await manager.getUser()) !== null;
    },
    async endProviderSession() {
      const user = await manager.getUser();
      const endpoint = await manager.metadataService.getEndSessionEndpoint().catch(() => undefined);
      if (!user || !endpoint) {
        await manager.removeUser();
        return false;
      }
      // signoutRedirect forgets the user before it leaves.
      await manager.signoutRedirect({ id_token_hint: user.id_token });
      return true;
    },
  };
};
