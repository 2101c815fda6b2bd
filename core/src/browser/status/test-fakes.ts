/** Small fakes of the services the status area depends on, for its unit tests. */
import { makeAutoObservable } from 'mobx';
import type { Disposable } from '../../common/disposable.ts';
import { DEFAULT_BRANDING, type RuntimeEnvironment } from '../../common/environment.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import type {
  CurrentUser,
  HttpClient,
  NotificationMessage,
  Notifications,
  Session,
  SessionStatus,
} from '../services/shell-contracts.ts';

export const testEnvironment = (extra: Partial<RuntimeEnvironment> = {}): RuntimeEnvironment => ({
  version: '1.0.0',
  branding: DEFAULT_BRANDING,
  ...extra,
});

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

type HttpRequestInit = Parameters<HttpClient['request']>[1];
type Handler = (init: HttpRequestInit | undefined) => Response | Promise<Response>;

/** Answers by path; an unknown path fails like a request that got no response. */
export class FakeHttp implements HttpClient {
  readonly calls: { path: string; init: HttpRequestInit | undefined }[] = [];
  private readonly handlers = new Map<string, Handler>();
  private readonly listeners = new Set<(response: Response) => void>();

  on(path: string, handler: Handler): this {
    this.handlers.set(path, handler);
    return this;
  }

  off(path: string): this {
    this.handlers.delete(path);
    return this;
  }

  callsTo(path: string): number {
    return this.calls.filter((call) => call.path === path).length;
  }

  async request(path: string, init?: HttpRequestInit): Promise<Response> {
    this.calls.push({ path, init });
    const handler = this.handlers.get(path);
    if (!handler) throw new TypeError('Failed to fetch');
    const response = await handler(init);
    this.emit(response);
    return response;
  }

  /** A reply to some other call, seen by the response listeners only. */
  emit(response: Response): void {
    for (const listener of this.listeners) listener(response);
  }

  emitHeaders(headers: Record<string, string>): void {
    this.emit(new Response(null, { status: 204, headers }));
  }

  onResponse(listener: (response: Response) => void): Disposable {
    this.listeners.add(listener);
    return { dispose: () => void this.listeners.delete(listener) };
  }

  onUnauthorized(): Disposable {
    return { dispose: () => undefined };
  }
}

export const testUser = (extra: Partial<CurrentUser> = {}): CurrentUser => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Тест',
  email: 'user@ontobench.local',
  app: 'onto',
  isAdmin: false,
  isBetaTester: false,
  licenseExpirationDate: null,
  disabledRoutes: [],
  enabledRoutes: [],
  hiddenComponents: [],
  deleteAccountRequestDate: null,
  ...extra,
});

/** A session whose user the test sets; observable like the real one. */
export class FakeSession implements Session {
  status: SessionStatus = 'signed-out';
  user: CurrentUser | undefined = undefined;
  token: string | undefined = undefined;
  dataSessionId: string | undefined = undefined;
  error: string | undefined = undefined;
  readonly tabSessionId = 'tab-1';

  constructor() {
    makeAutoObservable(this);
  }

  get isAdmin(): boolean {
    return this.user?.isAdmin ?? false;
  }

  signInAs(user: CurrentUser, token = 'jwt-1'): void {
    this.user = user;
    this.token = token;
    this.status = 'signed-in';
  }

  async signOut(): Promise<void> {
    this.user = undefined;
    this.token = undefined;
    this.status = 'signed-out';
  }

  async start(): Promise<void> {}

  async signIn(): Promise<void> {}

  setError(text: string | undefined): void {
    this.error = text;
  }
}

/** Records what was shown. */
export class RecordingNotifications implements Notifications {
  readonly shown: NotificationMessage[] = [];
  readonly persistent = new Map<string, NotificationMessage>();
  readonly reported: unknown[] = [];

  show(message: NotificationMessage): Disposable {
    this.shown.push(message);
    return { dispose: () => undefined };
  }

  setPersistent(key: string, message: NotificationMessage): void {
    this.persistent.set(key, message);
  }

  clearPersistent(key: string): void {
    this.persistent.delete(key);
  }

  reportError(error: unknown): void {
    this.reported.push(error);
  }
}

export const testI18n = () => createI18n('ru');
