import type { i18n as I18n } from 'i18next';
import { inject, injectable } from 'inversify';
import type { OidcSettings, RuntimeEnvironment } from '../../../common/environment.ts';
import { CORE_TOKENS } from '../../kernel/core-tokens.ts';
import type { HttpClient, Session } from '../../services/shell-contracts.ts';
import type { OidcProtocol, OidcProtocolFactory } from './oidc-protocol.ts';
import { OidcSignInError, oidcFailure, redirectToProvider, safeReturnPath } from './oidc-redirect.ts';
import { OIDC_TOKENS } from './oidc-tokens.ts';

export { OidcSignInError, safeReturnPath } from './oidc-redirect.ts';

/** `POST auth/oidc`: the server checks the provider's tokens and answers like login. */
export const OIDC_EXCHANGE_API = '/api/auth/oidc';

/**
 * Sign-in through an external OpenID Connect provider (spec shell.md §4 "Sign-in (OIDC): pending,
 * success, failure", §6): leave for the provider, come back to the callback route, hand the provider's
 * tokens to our server (`POST auth/oidc`), and sign in with the JWT it answers, through the Session
 * like every other sign-in path. See core/src/node/auth/README.md for the whole design.
 */
@injectable()
export class OidcSignIn {
  readonly settings: OidcSettings | null;
  private protocol: Promise<OidcProtocol> | undefined;
  private readonly completions = new Map<string, Promise<string>>();

  constructor(
    @inject(CORE_TOKENS.Environment) environment: RuntimeEnvironment,
    @inject(CORE_TOKENS.Session) private readonly session: Session,
    @inject(CORE_TOKENS.Http) private readonly http: HttpClient,
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
    @inject(OIDC_TOKENS.ProtocolFactory) private readonly loadProtocol: OidcProtocolFactory,
  ) {
    this.settings = environment.oidc ?? null;
  }

  /** Whether a provider is configured (the sign-in page then offers it). */
  get available(): boolean {
    return this.settings !== null;
  }

  get providerName(): string {
    return this.settings?.providerName ?? '';
  }

  /** Leaves for the provider; after sign-in the user lands on `returnTo` (a path of this app). */
  signIn(returnTo = '/'): Promise<void> {
    return redirectToProvider(
      () => this.getProtocol(),
      returnTo,
      (key) => this.text(key),
    );
  }

  /**
   * Finishes the sign-in the callback URL carries and resolves with the path to go to. The same URL is
   * completed once (React may mount the callback page twice; the provider's code is good only once).
   */
  completeSignIn(url: string): Promise<string> {
    let completion = this.completions.get(url);
    if (!completion) {
      completion = this.complete(url);
      this.completions.set(url, completion);
    }
    return completion;
  }

  /** Ends the provider's session after our own sign-out, when the user signed in through it. */
  async endProviderSession(): Promise<boolean> {
    if (!this.available) return false;
    const protocol = await this.getProtocol();
    if (!(await protocol.hasProviderSignIn())) return false;
    return protocol.endProviderSession();
  }

  private async complete(url: string): Promise<string> {
    let tokens;
    try {
      const protocol = await this.getProtocol();
      tokens = await protocol.completeSignIn(url);
    } catch (error) {
      throw oidcFailure(error, (key) => this.text(key));
    }
    const jwtToken = await this.exchange(tokens.idToken, tokens.accessToken);
    await this.session.signIn(jwtToken);
    if (this.session.status !== 'signed-in') {
      throw new OidcSignInError(this.session.error ?? this.text('oidc.error.unknown'));
    }
    return safeReturnPath(tokens.returnTo);
  }

  private async exchange(idToken: string, accessToken: string | undefined): Promise<string> {
    let response: Response;
    try {
      response = await this.http.request(OIDC_EXCHANGE_API, {
        method: 'POST',
        body: JSON.stringify({ idToken, accessToken }),
        noAuthRedirect: true,
      });
    } catch (error) {
      throw new OidcSignInError(this.text('oidc.error.network'), { cause: error });
    }
    const body = (await response.json().catch(() => null)) as { jwtToken?: unknown; error?: unknown } | null;
    if (response.ok && typeof body?.jwtToken === 'string') return body.jwtToken;
    const serverText = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
    throw new OidcSignInError(serverText);
  }

  private getProtocol(): Promise<OidcProtocol> {
    if (!this.settings) return Promise.reject(new OidcSignInError(this.text('oidc.error.notConfigured')));
    this.protocol ??= this.loadProtocol(this.settings, window.location.origin).catch((error: unknown) => {
      this.protocol = undefined;
      throw error;
    });
    return this.protocol;
  }

  private text(key: string): string {
    return this.i18n.t(key, { ns: 'shell', provider: this.providerName });
  }
}
