import type { i18n as I18n } from 'i18next';
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { AUTH_API, type CheckAuthReply, type DataSessionReply } from '../../common/auth.ts';
import { STORAGE_KEYS } from '../../common/storage-keys.ts';
import { CORE_TOKENS } from '../kernel/core-tokens.ts';
import type { LocaleService } from '../services/locale-service.ts';
import type { CurrentUser, HttpClient, Session, SessionStatus } from '../services/shell-contracts.ts';
import type { KeyValueStorage } from '../services/storage.ts';
import { rememberSignIn } from './remember-sign-in.ts';

/** Why a sign-in did not finish: the texts of shell §8, as translation keys of the session area. */
class SignInProblem extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

/**
 * Who is signed in (spec shell.md §2 route entry flow, §4, §6, §8). The JWT and the data-source session
 * are remembered under STORAGE_KEYS, so a reload keeps the user signed in; `start` checks them once.
 * A 401 to a signed-in request ends the session here, and the route guard sends the user to sign in.
 */
@injectable()
export class SessionService implements Session {
  status: SessionStatus = 'unknown';
  user: CurrentUser | undefined = undefined;
  token: string | undefined;
  dataSessionId: string | undefined;
  error: string | undefined = undefined;
  readonly tabSessionId: string = crypto.randomUUID();
  private started: Promise<void> | undefined;

  constructor(
    @inject(CORE_TOKENS.Http) private readonly http: HttpClient,
    @inject(CORE_TOKENS.Storage) private readonly storage: KeyValueStorage,
    @inject(CORE_TOKENS.Locale) private readonly locale: LocaleService,
    @inject(CORE_TOKENS.I18n) private readonly i18n: I18n,
  ) {
    this.token = storage.getItem(STORAGE_KEYS.token) ?? undefined;
    this.dataSessionId = storage.getItem(STORAGE_KEYS.sessionId) ?? undefined;
    makeObservable<SessionService, 'clear' | 'setError'>(this, {
      status: observable,
      user: observableRef,
      token: observable,
      dataSessionId: observable,
      error: observable,
      clear: action,
      setError: action,
    });
    http.onUnauthorized(() => this.clear());
  }

  get isAdmin(): boolean {
    return this.user?.isAdmin ?? false;
  }

  start(): Promise<void> {
    this.started ??= this.token ? this.load(this.token, false) : Promise.resolve(this.clear());
    return this.started;
  }

  signIn(token: string): Promise<void> {
    rememberSignIn(this.storage, token);
    runInAction(() => {
      this.token = token;
      this.dataSessionId = undefined;
      this.error = undefined;
    });
    this.started = this.load(token, true);
    return this.started;
  }

  /**
   * Cancels the signed-in requests on their way and forgets the user here first, then ends the server
   * session with the token it had: nothing that carries the ending token is left to draw a 401, and
   * whatever reacts to the user (an area's per-user load, a context key) stops at once. The logout is
   * `keepalive`: forgetting the user sends the page to sign in, and from there an OIDC user on to the
   * provider's sign-out, a navigation that would otherwise cancel the request before the server heard it.
   */
  async signOut(): Promise<void> {
    const token = this.token;
    // Their answers would be 401s once the logout gets there first.
    this.http.cancelSignedIn?.();
    this.clear();
    if (!token) return;
    try {
      await this.http.request(AUTH_API.logout, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        keepalive: true,
        noRetry: true,
        noAuthRedirect: true,
      });
    } catch {
      // Signing out locally is what matters; the server session expires on its own.
    }
  }

  async refreshUser(): Promise<void> {
    const token = this.token;
    if (!token || this.status !== 'signed-in') return;
    const check = await this.checkAuth().catch(() => undefined);
    if (token !== this.token || !check?.isAuthenticated || !check.user) return;
    runInAction(() => {
      this.user = toCurrentUser(check);
    });
  }

  /** Shows a sign-in problem that happened outside this service (the SSO exchange, OIDC). */
  setError(text: string | undefined): void {
    this.error = text;
  }

  private async load(token: string, freshDataSession: boolean): Promise<void> {
    try {
      const check = await this.checkAuth();
      if (token !== this.token) return;
      if (!check.isAuthenticated || !check.user) return this.clear();
      const dataSessionId =
        !freshDataSession && this.dataSessionId ? this.dataSessionId : await this.fetchDataSession();
      if (token !== this.token) return;
      this.storage.setItem(STORAGE_KEYS.sessionId, dataSessionId);
      this.storage.setItem(STORAGE_KEYS.isAdmin, String(check.isAdmin));
      if (check.language && check.language !== this.locale.locale) this.locale.setLocale(check.language);
      runInAction(() => {
        this.dataSessionId = dataSessionId;
        this.user = toCurrentUser(check);
        this.status = 'signed-in';
      });
    } catch (error) {
      if (token !== this.token) return;
      const problem = error instanceof SignInProblem ? error : new SignInProblem('session.error.checkFailed');
      this.clear();
      this.setError(this.i18n.t(problem.key, { ns: 'shell', ...problem.params }));
    }
  }

  private async checkAuth(): Promise<CheckAuthReply> {
    const response = await this.http.request(AUTH_API.checkAuth, { noAuthRedirect: true });
    if (!response.ok) throw new SignInProblem('session.error.checkFailed');
    return (await response.json()) as CheckAuthReply;
  }

  /** Shell §8: a failed fetch and an error in the reply have their own texts; both end the sign-in. */
  private async fetchDataSession(): Promise<string> {
    let reply: DataSessionReply;
    try {
      const response = await this.http.request(AUTH_API.dataSession, { noAuthRedirect: true });
      if (!response.ok) throw new Error(`${AUTH_API.dataSession} answered ${response.status}`);
      reply = (await response.json()) as DataSessionReply;
    } catch {
      throw new SignInProblem('session.error.dataSessionFailed');
    }
    const parsed = parseDataSession(reply);
    if ('session' in parsed) return parsed.session;
    throw new SignInProblem('session.error.dataSessionReply', { error: parsed.error });
  }

  private clear(): void {
    this.storage.removeItem(STORAGE_KEYS.token);
    this.storage.removeItem(STORAGE_KEYS.sessionId);
    this.storage.removeItem(STORAGE_KEYS.isAdmin);
    this.token = undefined;
    this.dataSessionId = undefined;
    this.user = undefined;
    this.status = 'signed-out';
  }
}

/** The first item's `res` is JSON with `session`, or with an error (shell §7). */
export function parseDataSession(reply: unknown): { session: string } | { error: string } {
  const res = Array.isArray(reply) ? (reply[0] as { res?: unknown } | undefined)?.res : undefined;
  if (typeof res !== 'string') return { error: 'no res in the reply' };
  let body: unknown;
  try {
    body = JSON.parse(res);
  } catch {
    return { error: res };
  }
  const { session, error } = (body ?? {}) as { session?: unknown; error?: unknown };
  if (typeof session === 'string' && session !== '') return { session };
  return { error: typeof error === 'string' ? error : JSON.stringify(body) };
}

function toCurrentUser(check: CheckAuthReply): CurrentUser {
  const user = check.user!;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    app: check.app,
    appConfines: check.appConfines === true,
    isAdmin: check.isAdmin,
    isBetaTester: check.isBetaTester,
    licenseExpirationDate: check.licenseExpirationDate,
    disabledRoutes: check.disabledRoutes,
    enabledRoutes: check.enabledRoutes,
    hiddenComponents: check.hiddenComponents,
    deleteAccountRequestDate: check.deleteAccountRequestDate,
    ...(check.language ? { language: check.language } : {}),
  };
}
