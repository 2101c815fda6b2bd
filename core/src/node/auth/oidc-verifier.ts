import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../http/http-error.ts';
import { OIDC_MESSAGES, oidcRefusal } from './oidc-messages.ts';

/**
 * Checks what an OpenID Connect provider issued to the browser (spec shell.md §6: an external identity
 * provider, code response, scopes profile and e-mail) before the server trusts it: the ID token's
 * signature against the provider's published keys (discovery → JWKS), its issuer, audience (our client
 * id) and expiry; then who it names. The e-mail comes from the ID token, or, when the provider keeps it
 * for the userinfo endpoint (as oidc-provider does for the code flow), from userinfo called with the
 * access token, whose `sub` must be the ID token's.
 */

export interface OidcVerifierOptions {
  issuer: string;
  clientId: string;
  /** The provider's signing keys; default: its JWKS, found through discovery. Tests pass local keys. */
  keys?: JWTVerifyGetKey;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
}

/** Who the provider says signed in. */
export interface OidcIdentity {
  subject: string;
  /** Trimmed and lower-cased by the caller's user lookup. */
  email: string;
  /** The `name` claim, else given and family name; may be empty. */
  name: string;
}

export interface OidcTokens {
  idToken: string;
  accessToken?: string;
}

interface Discovery {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/** Asymmetric algorithms only: an HS256 token would be "signed" with our public client id. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/** Clocks of the provider and of this server may differ a little. */
const CLOCK_TOLERANCE_S = 30;
const PROVIDER_TIMEOUT_MS = 5_000;

export class OidcVerifier {
  private discovery: Promise<Discovery> | undefined;
  private remoteKeys: JWTVerifyGetKey | undefined;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: OidcVerifierOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  get issuer(): string {
    return this.options.issuer;
  }

  /** The identity the tokens prove, or an HttpError: 401 for a token we refuse, 502 for an unreachable provider. */
  async identify(tokens: OidcTokens, now: Date): Promise<OidcIdentity> {
    const claims = await this.verifyIdToken(tokens.idToken, now);
    const subject = claims.sub;
    if (typeof subject !== 'string' || subject === '') throw oidcRefusal(OIDC_MESSAGES.noSubject);
    let profile: Readonly<Record<string, unknown>> = claims;
    if (typeof claims.email !== 'string' && tokens.accessToken) {
      profile = await this.userinfo(tokens.accessToken);
      if (profile.sub !== subject) throw oidcRefusal(OIDC_MESSAGES.userinfoMismatch);
    }
    const email = typeof profile.email === 'string' ? profile.email.trim() : '';
    if (email === '') throw oidcRefusal(OIDC_MESSAGES.noEmail);
    // Absent is accepted (several providers never send it); an explicit false is not: taking over an
    // account by an e-mail nobody proved would be too easy.
    if (profile.email_verified === false || profile.email_verified === 'false') {
      throw oidcRefusal(OIDC_MESSAGES.emailNotVerified);
    }
    return { subject, email, name: displayName(profile) };
  }

  private async verifyIdToken(idToken: string, now: Date): Promise<JWTPayload> {
    const keys = this.options.keys ?? (await this.providerKeys());
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: this.options.issuer,
        audience: this.options.clientId,
        algorithms: ALGORITHMS,
        currentDate: now,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      // With several audiences, the token must have been issued to us (OpenID Connect Core 3.1.3.7).
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.options.clientId) {
        throw oidcRefusal(OIDC_MESSAGES.wrongAudience);
      }
      return payload;
    } catch (error) {
      throw refusalFor(error);
    }
  }

  private async providerKeys(): Promise<JWTVerifyGetKey> {
    if (this.remoteKeys) return this.remoteKeys;
    const discovery = await this.discover();
    this.remoteKeys = createRemoteJWKSet(new URL(discovery.jwks_uri), {
      timeoutDuration: PROVIDER_TIMEOUT_MS,
      [customFetch]: this.fetch,
    });
    return this.remoteKeys;
  }

  /** Fetched once; a failure is not kept, so the next sign-in tries again. */
  private discover(): Promise<Discovery> {
    this.discovery ??= this.fetchDiscovery().catch((error: unknown) => {
      this.discovery = undefined;
      throw error;
    });
    return this.discovery;
  }

  private async fetchDiscovery(): Promise<Discovery> {
    const url = `${this.options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const document = await this.getJson(url, {});
    const discovery = document as Partial<Discovery>;
    // OpenID Connect Discovery 4.3: the document must name exactly the issuer we asked.
    if (discovery.issuer !== this.options.issuer || typeof discovery.jwks_uri !== 'string') {
      throw new HttpError(502, OIDC_MESSAGES.providerMisconfigured);
    }
    return discovery as Discovery;
  }

  private async userinfo(accessToken: string): Promise<Readonly<Record<string, unknown>>> {
    const { userinfo_endpoint: endpoint } = await this.discover();
    if (!endpoint) throw oidcRefusal(OIDC_MESSAGES.noEmail);
    return this.getJson(endpoint, { authorization: `Bearer ${accessToken}` }, () =>
      oidcRefusal(OIDC_MESSAGES.accessTokenRefused),
    );
  }

  private async getJson(
    url: string,
    headers: Record<string, string>,
    onUnauthorized?: () => HttpError,
  ): Promise<Readonly<Record<string, unknown>>> {
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new HttpError(502, OIDC_MESSAGES.providerUnavailable, { cause: error });
    }
    if ((response.status === 401 || response.status === 403) && onUnauthorized) throw onUnauthorized();
    const body: unknown = response.ok ? await response.json().catch(() => null) : null;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(502, OIDC_MESSAGES.providerUnavailable);
    }
    return body as Readonly<Record<string, unknown>>;
  }
}

function displayName(profile: Readonly<Record<string, unknown>>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(profile.name);
  if (name) return name;
  return [text(profile.family_name), text(profile.given_name)].filter(Boolean).join(' ');
}

/** jose's failures, by their stable codes, as the refusal a user can read. */
function refusalFor(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { code, claim } = (error ?? {}) as { code?: unknown; claim?: unknown };
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return oidcRefusal(OIDC_MESSAGES.expired);
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (claim === 'aud') return oidcRefusal(OIDC_MESSAGES.wrongAudience);
      if (claim === 'iss') return oidcRefusal(OIDC_MESSAGES.wrongIssuer);
      if (claim === 'nbf' || claim === 'iat') return oidcRefusal(OIDC_MESSAGES.notYetValid);
      return oidcRefusal(OIDC_MESSAGES.malformed);
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return oidcRefusal(OIDC_MESSAGES.badSignature);
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return oidcRefusal(OIDC_MESSAGES.malformed);
    case 'ERR_JWKS_TIMEOUT':
    case 'ERR_JWKS_INVALID':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return new HttpError(502, OIDC_MESSAGES.providerUnavailable, { cause: error });
    default:
      // The JWKS fetch failed (network, a non-JSON reply): the provider, not the token, is the problem.
      return new HttpError(502, OIDC_MESSAGES.providerUnavailable, { cause: error });
  }
}
