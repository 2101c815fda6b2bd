/**
 * The wire contract of the status endpoints and realtime events: paths, header names, bodies.
 * Shared by the server (core/src/node/status) and the browser shell.
 */

export const MAINTENANCE_HEADER = 'x-maintenance-mode';
export const MAINTENANCE_PUBLIC_PATH = '/api/public/maintenanceMode';
export const MAINTENANCE_ADMIN_PATH = '/api/app/maintenanceMode';
export const LOG_ERROR_PATH = '/api/public/log-error';
export const ERROR_REPORTS_PATH = '/api/app/error-reports';
export const PLUGINS_PATH = '/api/app/plugins';
export const NOTIFY_PATH = '/api/app/notify';
/** Forces a backend status; mounted only with ONTOBENCH_STATUS_CONTROL=on (end-to-end tests). */
export const STATUS_CONTROL_PATH = '/api/app/status-control';

/** Spec shell.md §4: non-admins are sent to the maintenance page, admins see the announcement. */
export interface MaintenanceMode {
  enabled: boolean;
  message: string;
}

/** `PUT /api/app/maintenanceMode`. A missing message means none (the state is replaced, not merged). */
export interface MaintenanceModeUpdate {
  enabled: boolean;
  message?: string;
}

export const MAINTENANCE_MESSAGE_MAX = 2000;

/** `PUT /api/app/status-control`: the forced status, or null to report only the real checks. */
export interface StatusControlRequest {
  status: 'GREEN' | 'YELLOW' | 'RED' | null;
}

/** `POST /api/public/log-error`: the message plus any debug fields (spec shell.md §8). */
export interface ErrorReportRequest {
  msg: string;
  [debugField: string]: unknown;
}

export const ERROR_MESSAGE_MAX = 10_000;
/** The whole request body, debug info included. */
export const ERROR_REPORT_BODY_MAX = 64 * 1024;

export interface ErrorReport {
  id: number;
  /** ISO 8601. */
  createdAt: string;
  userId: string | null;
  msg: string;
  debug: Record<string, unknown>;
  userAgent: string | null;
}

export interface ErrorReportPage {
  /** Newest first. */
  rows: ErrorReport[];
  /** All reports, not just this page. */
  count: number;
}

export type PluginType = 'global' | 'generic' | 'mainMenu';

/** One enabled plugin of `GET /api/app/plugins` (domain.md §3 Plugin). */
export interface PluginInfo {
  /** The plugin's extension id and version from its bundle header; null for a row without a bundle. */
  id: string | null;
  version: string | null;
  name: string;
  config: unknown;
  type: PluginType;
  routePath: string | null;
  routeMetaInfo: unknown;
  /** Where the plugin's module is loaded from; null when it has none. */
  url: string | null;
  /**
   * Set when the host's SDK does not satisfy the plugin's range (installed before the host moved to a
   * new major): why, naming both versions. The browser shows the plugin failed with it, never importing it.
   */
  sdkRefusal?: string;
}

/** `POST /api/app/notify`. */
export interface NotifyRequest {
  users: string[];
  subject?: string;
  message: string;
}

export interface NotifyReply {
  /** Sockets the notification was sent to (a user with two tabs counts twice). */
  delivered: number;
}

export const NOTIFY_USERS_MAX = 1000;
export const NOTIFY_TEXT_MAX = 5000;

/** Realtime event names (spec shell.md §7). */
export const FRONTEND_USER_NOTIFICATION = 'FRONTEND_USER_NOTIFICATION';
export const IMPORT_STATUS_UPDATE = 'IMPORT_STATUS_UPDATE';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

/** Spec shell.md §9: a notification's default timeout. */
export const NOTIFICATION_DEFAULT_TIMEOUT_MS = 4000;

export interface UserNotificationEvent {
  /** The addressees; the browser shows the notice only if the current user is listed. */
  users: string[];
  message: string;
  timeout: number;
  type: NotificationType;
}

export interface ImportStatusEvent {
  userId: string;
  importId: string;
  importName: string;
  status: string;
}
