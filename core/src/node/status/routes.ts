import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { DEBUG_ID_HEADER } from '../../common/debug-id.ts';
import { adminOnly, type Authenticator } from '../auth/user-context.ts';
import { HttpError } from '../http/http-error.ts';
import type { SqlStore } from '../store/sql-store.ts';
import {
  ERROR_MESSAGE_MAX,
  ERROR_REPORT_BODY_MAX,
  ERROR_REPORTS_PATH,
  LOG_ERROR_PATH,
  MAINTENANCE_ADMIN_PATH,
  MAINTENANCE_HEADER,
  MAINTENANCE_MESSAGE_MAX,
  MAINTENANCE_PUBLIC_PATH,
  NOTIFY_PATH,
  NOTIFY_TEXT_MAX,
  NOTIFY_USERS_MAX,
  PLUGINS_PATH,
  type ErrorReportPage,
  type MaintenanceMode,
  type NotifyReply,
  type PluginInfo,
} from '../../common/status.ts';
import { insertErrorReport, listErrorReports } from './error-reports.ts';
import { LicenceService, type LicenceConfig, type LicenceServiceOptions } from './licence.ts';
import { MaintenanceState } from './maintenance.ts';
import { listEnabledPlugins } from './plugins.ts';
import { RateLimiter, type RateLimitOptions } from './rate-limit.ts';
import { createNotifier, type Notifier } from './realtime.ts';
import { registerStatusControl, StatusControl } from './status-control.ts';
import { bodyObject, isUuid, optionalString, queryInteger, requiredBoolean, requiredString } from './validate.ts';

export interface StatusOptions {
  store: SqlStore;
  authenticator: Authenticator;
  /** The realtime server, for `POST /api/app/notify` (unless a `notifier` is given). */
  io: SocketServer;
  licence: LicenceConfig;
  /** From `loadDebugKey`; the same key goes to the browser in `/env.json`. */
  debugKey: string;
  notifier?: Notifier;
  /** Default: 60 per minute per client IP. */
  logErrorRateLimit?: RateLimitOptions;
  /** Mount `PUT app/status-control` (ONTOBENCH_STATUS_CONTROL=on, end-to-end tests only); default off. */
  statusControl?: boolean;
  /** Tests only: the licence cache's clock and freshness. */
  licenceCache?: Pick<LicenceServiceOptions, 'now' | 'maxAgeMs'>;
}

/** What the routes run on, for the rest of the server (e.g. an import job calling `notifier.importStatus`). */
export interface StatusServices {
  maintenance: MaintenanceState;
  licence: LicenceService;
  notifier: Notifier;
  /** A forced backend status; ping adds `control.services()` to its own checks. */
  control: StatusControl;
}

const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 60, windowMs: 60_000 };
const REPORTS_PAGE_DEFAULT = 50;
const REPORTS_PAGE_MAX = 500;
const REPORTS_OFFSET_MAX = 1_000_000_000;

/**
 * Status, logging and notifications (spec shell.md §4, §7, §8): reads the maintenance state and counts
 * the users, then adds the `x-maintenance-mode` and `x-debug-id` headers to every reply and mounts
 *
 * - `GET  /api/public/maintenanceMode` → `{ enabled, message }`, anyone;
 * - `PUT  /api/app/maintenanceMode` `{ enabled, message? }` → the new state, administrators;
 * - `POST /api/public/log-error` `{ msg, ...debug }` → 204, anyone, rate-limited per IP;
 * - `GET  /api/app/error-reports?limit&offset` → `{ rows, count }` newest first, administrators;
 * - `GET  /api/app/plugins` → the enabled plugins, signed-in users;
 * - `POST /api/app/notify` `{ users, subject, message }` → `{ delivered }`, administrators;
 * - `PUT  /api/app/status-control` `{ status }` → `{ status }`, administrators, only with `statusControl`.
 *
 * Call it before `app.ready()`, after the core migrations (it reads `ob_meta` and `ob_instance`).
 */
export async function registerStatusRoutes(app: FastifyInstance, options: StatusOptions): Promise<StatusServices> {
  const { store, authenticator } = options;
  const maintenance = await MaintenanceState.load(store);
  const licence = await LicenceService.start({
    store,
    config: options.licence,
    debugKey: options.debugKey,
    ...options.licenceCache,
    onError: (error) => app.log.warn({ err: error }, 'licence: counting users failed; the old count is kept'),
  });
  const notifier = options.notifier ?? createNotifier(options.io);
  const logErrorLimit = new RateLimiter(options.logErrorRateLimit ?? DEFAULT_RATE_LIMIT);

  // Every reply, errors and 404s included, so the browser learns of maintenance from any call.
  app.addHook('onSend', async (_request, reply) => {
    reply.header(MAINTENANCE_HEADER, maintenance.get().enabled ? 'on' : 'off');
    reply.header(DEBUG_ID_HEADER, licence.headerValue());
  });

  app.get(MAINTENANCE_PUBLIC_PATH, async (_request, reply): Promise<MaintenanceMode> => {
    reply.header('cache-control', 'no-store');
    return maintenance.get();
  });

  app.put(MAINTENANCE_ADMIN_PATH, adminOnly(authenticator), async (request): Promise<MaintenanceMode> => {
    const body = bodyObject(request.body, ['enabled', 'message']);
    const enabled = requiredBoolean(body, 'enabled');
    const message = optionalString(body, 'message', { max: MAINTENANCE_MESSAGE_MAX }) ?? '';
    return maintenance.set({ enabled, message });
  });

  app.post(
    LOG_ERROR_PATH,
    {
      // Bigger bodies are refused while being read: 413 from Fastify, `{ error }` from the error handler.
      bodyLimit: ERROR_REPORT_BODY_MAX,
      // Before the body is read, so a flood costs no parsing.
      onRequest: async (request) => {
        if (!logErrorLimit.take(request.ip)) throw new HttpError(429, 'Too many error reports; try again later');
      },
    },
    async (request, reply) => {
      const body = bodyObject(request.body);
      const msg = requiredString(body, 'msg', { max: ERROR_MESSAGE_MAX, nonEmpty: true });
      const { msg: _msg, ...debug } = body;
      // A report without a valid sign-in is still worth keeping; so is one whose sign-in check fails.
      const user = await authenticator.userOf(request).catch(() => null);
      const userAgent = request.headers['user-agent'];
      await insertErrorReport(store, {
        msg,
        debug,
        userId: user?.id ?? null,
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      });
      return reply.code(204).send();
    },
  );

  app.get(ERROR_REPORTS_PATH, adminOnly(authenticator), async (request, reply): Promise<ErrorReportPage> => {
    const limit = queryInteger(request.query, 'limit', REPORTS_PAGE_DEFAULT, REPORTS_PAGE_MAX);
    const offset = queryInteger(request.query, 'offset', 0, REPORTS_OFFSET_MAX);
    reply.header('cache-control', 'no-store');
    return listErrorReports(store, limit, offset);
  });

  app.get(PLUGINS_PATH, async (request, reply): Promise<PluginInfo[]> => {
    await authenticator.require(request);
    reply.header('cache-control', 'no-store');
    return listEnabledPlugins(store);
  });

  app.post(NOTIFY_PATH, adminOnly(authenticator), async (request): Promise<NotifyReply> => {
    const body = bodyObject(request.body, ['users', 'subject', 'message']);
    const users = body.users;
    if (!Array.isArray(users) || users.length === 0 || users.length > NOTIFY_USERS_MAX) {
      throw new HttpError(400, `users must be a list of 1 to ${NOTIFY_USERS_MAX} user ids`);
    }
    if (!users.every(isUuid)) throw new HttpError(400, 'users must hold user ids (UUIDs)');
    const subject = optionalString(body, 'subject', { max: NOTIFY_TEXT_MAX });
    const message = requiredString(body, 'message', { max: NOTIFY_TEXT_MAX, nonEmpty: true });
    const ids = [...new Set(users.map((id) => id.toLowerCase()))];
    const delivered = await notifier.notifyUsers(ids, { message: subject ? `${subject}: ${message}` : message });
    return { delivered };
  });

  const control = new StatusControl();
  if (options.statusControl) registerStatusControl(app, control, authenticator);

  return { maintenance, licence, notifier, control };
}
