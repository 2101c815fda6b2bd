import { makeAutoObservable } from 'mobx';
import type { Disposable } from '../../../common/disposable.ts';
import type { OidcSettings } from '../../../common/environment.ts';
import type { HttpClient, HttpRequestInit, Session, SessionStatus } from '../../services/shell-contracts.ts';
import type { OidcCompletion, OidcProtocol, OidcProtocolFactory } from './oidc-protocol.ts';

/** Fakes for the OpenID Connect tests: a provider, a session and the server's exchange reply. */

export const TEST_OIDC: OidcSettings = {
  issuer: 'https://id.example.test',
  clientId: 'ontobench',
  providerName: 'Example ID',
};

export class FakeProtocol implements OidcProtocol {
  redirects: string[] = [];
  completions: string[] = [];
  ended = 0;
  signedInAtProvider = true;
  /** What completing the sign-in gives, or throws. */
  completion: () => OidcCompletion = () => ({ idToken: 'id-token', accessToken: 'access-token', returnTo: '/docs' });

  async signInRedirect(returnTo: string) {
    this.redirects.push(returnTo);
  }
  async completeSignIn(url: string) {
    this.completions.push(url);
    return this.completion();
  }
  async hasProviderSignIn() {
    return this.signedInAtProvider;
  }
  async endProviderSession() {
    this.ended += 1;
    return true;
  }
}

export function fakeProtocolFactory(protocol: FakeProtocol): OidcProtocolFactory & { origins: string[] } {
  const origins: string[] = [];
  return Object.assign(
    async (_settings: OidcSettings, origin: string) => {
      origins.push(origin);
      return protocol;
    },
    { origins },
  );
}

/** A session whose sign-in succeeds for `good-jwt` and fails with the session's error otherwise. */
export class FakeSession {
  status: SessionStatus = 'signed-out';
  error: string | undefined = undefined;
  tokens: string[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  async signIn(token: string) {
    this.tokens.push(token);
    if (token === 'good-jwt') {
      this.status = 'signed-in';
    } else {
      this.status = 'signed-out';
      this.error = 'Не удалось обновить сессию источника данных';
    }
  }
  async signOut() {
    this.status = 'signed-out';
  }

  asSession(): Session {
    return this as unknown as Session;
  }
}

/** An HTTP client whose POST auth/oidc answers `reply`; requests are recorded. */
export function fakeHttp(reply: () => Response | Promise<Response>) {
  const requests: { path: string; init: HttpRequestInit }[] = [];
  const http: HttpClient = {
    async request(path, init = {}) {
      requests.push({ path, init });
      return reply();
    },
    onResponse: (): Disposable => ({ dispose() {} }),
    onUnauthorized: (): Disposable => ({ dispose() {} }),
  };
  return { http, requests };
}
