/**
 * The runtime environment document the server serves at `/env.json`.
 * The browser reads it before the first render, so branding is never baked into the build.
 */
export interface RuntimeEnvironment {
  /** Backend version, shown in mismatch notices. */
  version: string;
  branding: Branding;
  /**
   * Key of the encrypted debug-id header (licence info, spec shell.md §4). The browser needs it to read
   * the header, so it hides licence data from casual eyes only: it is not a security boundary.
   */
  debugKey?: string;
  /** Backend status polling (spec shell.md §4: "when monitoring is on"); absent means on. */
  statusMonitoring?: boolean;
  /** Days from an account-deletion request to the deletion (spec shell.md §9); absent: the default 3. */
  accountDeletionDays?: number;
  /** The external OpenID Connect provider, when one is configured (spec shell.md §6); absent otherwise. */
  oidc?: OidcSettings | null;
  /** The global blocked list (spec shell.md §6): route names closed to everyone; absent means none. */
  blockedRoutes?: string[];
}

/**
 * An OpenID Connect provider the browser signs in with (authorisation code with PKCE, a public client).
 * All of it is public: the browser needs it to start the sign-in.
 */
export interface OidcSettings {
  /** The issuer URL; discovery is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Shown on the sign-in button: "Войти через <providerName>". */
  providerName: string;
}

export interface Branding {
  /** Appended to every page title: "Page — Customer". */
  customerName: string;
  /** Short product name used when a page has no title of its own. */
  defaultTitle: string;
  /** Hex colour from which the Fluent brand ramp is generated. */
  brandColor: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** An extra stylesheet the customer supplies. */
  stylesUrl: string | null;
}

export const DEFAULT_BRANDING: Branding = {
  customerName: 'Ontobench',
  defaultTitle: 'Ontobench',
  brandColor: '#1f6f43',
  logoUrl: null,
  faviconUrl: null,
  stylesUrl: null,
};

export const ENVIRONMENT_PATH = '/env.json';
