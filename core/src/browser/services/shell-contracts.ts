import type { ComponentType } from 'react';
/**
 * The contracts of the shell's cross-cutting services (spec shell.md §2–§8). Each is implemented
 * in its own folder and bound under its token in `CORE_TOKENS`; the SDK re-exports the types.
 */
import type { Disposable } from '../../common/disposable.ts';
import type {
  GetDataReply,
  GetDataRequest,
  GetFormReply,
  GetFormRequest,
  SetDataOperation,
  SetDataReply,
} from '../../common/data-api.ts';
import type { RecentLink } from '../../common/recent-link.ts';

/** The signed-in user, as `GET auth/check-auth` reports (shell §3, §7). */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  /** The user's app (an id an area declares, `apps` point); null when unknown. */
  app: string | null;
  /**
   * The server's word that the user's app confines its non-administrators to its routes (check-auth's
   * `appConfines`): it holds from the first page, before the area that declares the app has loaded.
   */
  appConfines?: boolean;
  isAdmin: boolean;
  isBetaTester: boolean;
  /** YYYY-MM-DD or null. */
  licenseExpirationDate: string | null;
  disabledRoutes: readonly string[];
  enabledRoutes: readonly string[];
  hiddenComponents: readonly string[];
  /** YYYY-MM-DD or null. */
  deleteAccountRequestDate: string | null;
  /** The interface language stored with the user; the shell switches to it at sign-in. */
  language?: 'ru' | 'en';
}

export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';

/** Who is signed in; observable (mobx). */
export interface Session {
  readonly status: SessionStatus;
  readonly user: CurrentUser | undefined;
  readonly isAdmin: boolean;
  /** The JWT, remembered under STORAGE_KEYS.token. */
  readonly token: string | undefined;
  /** The data-source session (`GET auth/osa-sessionid`), remembered under STORAGE_KEYS.sessionId. */
  readonly dataSessionId: string | undefined;
  /** One per browser tab, sent with every data request. */
  readonly tabSessionId: string;
  /** Ends the sign-in on the server, clears token and session. */
  signOut(): Promise<void>;
  /** Checks the remembered token once (`GET auth/check-auth`); later calls share the first promise. */
  start(): Promise<void>;
  /** Signs in with a JWT from any sign-in path (password, query token, OIDC): user info, data session. */
  signIn(token: string): Promise<void>;
  /**
   * Asks `auth/check-auth` again and takes the user's record as it is now, after a change the user made
   * to it elsewhere than the data API (an account-deletion request). A failure keeps the record as it was.
   */
  refreshUser?(): Promise<void>;
  /** The last sign-in problem, a text for the user (shell §8), or undefined. */
  readonly error: string | undefined;
  /** Shows a sign-in problem that happened outside the session (the SSO exchange, OIDC) on the sign-in page. */
  setError?(text: string | undefined): void;
}

export type HttpRequestInit = RequestInit & {
  /** No retry after a network failure. */
  noRetry?: boolean;
  /** A 401 is this caller's business: it does not end the session (sign-in forms, the SSO exchange). */
  noAuthRedirect?: boolean;
};

/** The HTTP client every shell call goes through (retry, auth header, 401 handling). */
export interface HttpClient {
  /** `path` is relative to the origin, e.g. '/api/public/ping'. */
  request(path: string, init?: HttpRequestInit): Promise<Response>;
  /** Every response, for the headers of shell §7 (powered-by, maintenance, debug-id). */
  onResponse(listener: (response: Response) => void): Disposable;
  /** A request that carried the token got 401 (shell §6): the session ends and sign-in keeps the path. */
  onUnauthorized(listener: (path: string) => void): Disposable;
  /** Aborts the requests on their way that carry the signed-in token (signing out; their answers would be 401). */
  cancelSignedIn?(): void;
}

/** The envelope fields (user, url, session, tab session) are filled in by the client. */
type EnvelopeField = 'user' | 'url' | 'session' | 'tab_session_id' | 'deferred';
export type GetDataQuery = Omit<GetDataRequest, EnvelopeField | 'act'>;
export type GetFormQuery = Omit<GetFormRequest, EnvelopeField | 'act'>;

export interface DataCallOptions {
  /** Ask the server to run the request deferred (reply `{requestId}`, then poll). */
  deferred?: boolean;
  signal?: AbortSignal;
}

/** The generic data API (shell §7), as a service. Errors are thrown as `DataApiError`. */
export interface DataClient {
  getData(query: GetDataQuery, options?: DataCallOptions): Promise<GetDataReply>;
  getForm(query: GetFormQuery, options?: DataCallOptions): Promise<GetFormReply>;
  setData(operations: readonly SetDataOperation[], options?: DataCallOptions): Promise<SetDataReply>;
  execute<T = unknown>(procedure: string, payload?: unknown): Promise<T>;
}

export type NotificationColor = 'error' | 'warning' | 'info' | 'success';

/** Shell §3 notification message. */
export interface NotificationMessage {
  text: string;
  /** Default 'error'. */
  color?: NotificationColor;
  /** Milliseconds; default 4000; null = until dismissed (persistent). */
  timeout?: number | null;
  showRefreshButton?: boolean;
  action?: { label: string; run: () => void };
}

/** The message bar and the persistent notices. */
export interface Notifications {
  show(message: NotificationMessage): Disposable;
  /** A notice under a key: shown once however often it is set, until cleared. */
  setPersistent(key: string, message: NotificationMessage): void;
  clearPersistent(key: string): void;
  /** Report an error: shown (text format of shell §8) and logged to the server unless `noLog`. */
  reportError(error: unknown, options?: { heading?: string; noLog?: boolean }): void;
}

export interface ConfirmOptions {
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Default 450 (shell §9). */
  width?: number;
}

/** What a dialog opened with `Dialogs.open` receives besides its own props. */
export interface DialogControl<R> {
  /** Closes the dialog; `result` resolves with the value given (undefined when none). */
  close(result?: R): void;
}

/** A component `Dialogs.open` can show: its own props plus `dialog`. */
export type DialogComponent<P, R> = ComponentType<P & { dialog: DialogControl<R> }>;

/** A dialog that is open: close it from outside, or wait for its result. */
export interface OpenedDialog<R> {
  close(result?: R): void;
  /** Resolves when the dialog closes, with what it was closed with. */
  readonly result: Promise<R | undefined>;
}

export interface OpenDialogOptions {
  /** The extension the dialog belongs to: its error boundary and its translation namespace (`useT`). */
  extensionId?: string;
}

/** Shell dialogs and overlays offered to extensions. */
export interface Dialogs {
  /**
   * Shows `component` in the shell's dialog host, inside the shell's providers (brand theme, i18n, the
   * services, an error boundary). The component renders its own Fluent `Dialog`.
   */
  open<P extends object, R = void>(
    component: DialogComponent<P, R>,
    props: P,
    options?: OpenDialogOptions,
  ): OpenedDialog<R>;
  /** Enter confirms, Esc cancels (shell §5). */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Shows the loading overlay while the work runs. */
  withLoading<T>(work: Promise<T>): Promise<T>;
}

/** Recent links (shell §2, §3): up to 15, pinned first, remembered. */
export interface RecentLinks {
  readonly links: readonly RecentLink[];
  add(link: Omit<RecentLink, 'dt' | 'pinned'>): void;
  pin(link: string, pinned: boolean): void;
  remove(link: string): void;
}
