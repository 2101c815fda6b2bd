import type { AddressInfo } from 'node:net';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Server as SocketServer } from 'socket.io';
import type { RuntimeEnvironment } from '../common/environment.ts';
import { SYSTEM_SCHEMA } from '../common/ontology/system-ontology.ts';
import { SHELL_CONSTANTS } from '../common/constants.ts';
import {
  createAuthenticator,
  loadJwtSecret,
  OidcVerifier,
  registerAuthRoutes,
  type Clock,
  type SessionAuthenticator,
} from './auth/index.ts';
import { scheduleAccountDeletion } from './auth/account-deletion-job.ts';
import { systemClock } from './auth/clock.ts';
import { AttemptLimiter, authAttemptRules } from './auth/attempt-limits.ts';
import { openClusterLink, type ClusterLink } from './cluster/cluster-link.ts';
import type { Change } from './cluster/change-bus.ts';
import { DataService } from './data/data-service.ts';
import { AccessPolicies } from './data/access-policies.ts';
import { coreDeclaredApps } from './auth/declared-apps.ts';
import { userAdministration } from './auth/user-admin.ts';
import { ResultCache } from './data/result-cache.ts';
import { bossSchemaFor, startBoss } from './jobs/boss.ts';
import { Jobs } from './jobs/jobs.ts';
import type PgBoss from 'pg-boss';
import { ProcedureRegistry } from './data/procedures.ts';
import { registerDataRoutes } from './data/routes.ts';
import { QueryLog } from './data/query-log.ts';
import { registerFileRoutes } from './data/files.ts';
import { installCompression } from './http/compression.ts';
import { installSchema } from './ontology/install-schema.ts';
import { OntologyModelCache } from './ontology/model.ts';
import {
  attachRealtime,
  createNotifier,
  endSessionSockets,
  loadDebugKey,
  registerStatusRoutes,
  type LicenceConfig,
  type Notifier,
} from './status/index.ts';
import { Channels } from './extensions/channels.ts';
import { announceContextChanges } from './data/context-notices.ts';
import { CONTEXT_CHANNEL_PARTS } from '../common/channels.ts';
import type { ServerExtension } from './extensions/extension.ts';
import { ExtensionHost, type ExtensionOutcome } from './extensions/host.ts';
import { CommitHub } from './data/commit-hub.ts';
import type { UserContext } from './auth/user-context.ts';
import { installErrorHandler } from './http/errors.ts';
import { registerPluginRoutes, reservedRoutes } from './plugins/index.ts';
import { registerPublicRoutes } from './http/public-routes.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installWebApp } from './http/web-app.ts';
import { coreMigrations } from './migrations.ts';
import { runMigrations } from './store/migrator.ts';
import type { SqlStore } from './store/sql-store.ts';

export interface ServerOptions {
  /** Owned by the caller: the server never closes it, so the caller closes it after the server. */
  store: SqlStore;
  /** The built browser app (`dist/web`); null serves the API only (tests, API-only deployments). */
  webRoot: string | null;
  environment: RuntimeEnvironment;
  extensions?: readonly ServerExtension[];
  /** Log warnings, errors and start-up to stdout (JSON lines); off in tests. */
  logger?: boolean;
  /** Licence limits; default: unlimited, no expiry. */
  licence?: LicenceConfig;
  /** Key of the debug-id header; default: generated once and kept in the database. */
  debugKey?: string | null;
  /** Self-registration (spec shell.md §6: a setting); default on. */
  registrationEnabled?: boolean;
  /** Compress the API's replies for clients that accept it (http/compression.ts). Default on. */
  compression?: boolean;
  /** Registrations one address makes within an hour before the next are held up; default 20. */
  registrationsPerAddress?: number;
  /** Mount the administrators' `PUT app/status-control` (end-to-end tests only); default off. */
  statusControl?: boolean;
  /**
   * The reverse proxies whose `X-Forwarded-For` names the client (addresses, CIDR ranges, or
   * `loopback` / `linklocal` / `uniquelocal`; Fastify's `trustProxy`). Default none: the client is the
   * socket's own address, whatever the header says.
   */
  trustProxy?: readonly string[];
  /** The sign-in code's clock (sessions, attempt limits); tests move it. Default: the system's. */
  clock?: Clock;
  /**
   * Share realtime rooms and cache changes with the other server processes on the database and queue
   * jobs in pg-boss (docs/scaling.md). Default on with PostgreSQL; a store without a URL runs alone.
   */
  cluster?: boolean;
  /**
   * Keep what get_data, profiles and roles read until the next write (docs/store.md, "The read cache").
   * Default on; off only to measure the query path itself (tests/bench/data-api.bench.ts).
   */
  readCache?: boolean;
}

export interface OntobenchServer {
  app: FastifyInstance;
  io: SocketServer;
  /** How each server extension fared at start-up; failed ones are logged and left out. */
  extensions: ExtensionOutcome[];
  authenticator: SessionAuthenticator;
  /** Sends realtime notices to signed-in users. */
  notifier: Notifier;
  data: DataService;
  /** Deferred requests and background jobs (docs/jobs.md). */
  jobs: Jobs;
  /**
   * Runs the started extensions' `seed` hooks (demo data), each once per database, writing as `user`
   * (the demo's ordinary user). Returns the ids of the extensions that seeded now.
   */
  seedExtensions(user: UserContext): Promise<string[]>;
  /** Resolves with the port actually bound (useful with port 0). */
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Builds the HTTP server: applies the core's and the extensions' migrations, mounts the public routes,
 * the extensions' endpoints and the web app, and attaches the realtime server to the same HTTP server.
 * A failing core migration rejects: the server must not run on a schema it does not know.
 */
export async function createServer(options: ServerOptions): Promise<OntobenchServer> {
  const { store, environment } = options;
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    // One line per request drowns the errors; request logging belongs to a reverse proxy.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
  });
  // Same HTTP server: one port, no CORS. The browser bundles its own client, so none is served here.
  const io = new SocketServer(app.server, { path: '/socket.io', serveClient: false });
  const parts: Parts = { link: null, boss: null, jobs: null, extensions: null };
  try {
    installErrorHandler(app);
    installSecurityHeaders(app, { webRoot: options.webRoot, environment, io });
    if (options.compression !== false) await installCompression(app);
    app.addHook('onSend', async (_request, reply) => {
      // The spec's version check: the browser compares this with its own build's version.
      reply.header('x-powered-by', environment.version);
    });
    await runMigrations(store, coreMigrations);
    await store.transaction(async (tx) => {
      await installSchema(tx, SYSTEM_SCHEMA);
    });
    // Filled in below; the change notices of other processes may arrive as soon as the link is open.
    const local: { models?: OntologyModelCache; cache?: ResultCache; maintenance?: { reload(): Promise<unknown> } } =
      {};
    const connectionString = options.cluster === false ? undefined : store.connectionString;
    if (connectionString) {
      const schema = await currentSchema(store);
      parts.link = await openClusterLink({
        connectionString,
        schema,
        io,
        onChange: (change) => applyChange(local, change),
        onResync: () => {
          local.models?.forget();
          local.cache?.clear();
          void local.maintenance?.reload().catch(() => undefined);
        },
      });
      parts.boss = await startBoss(connectionString, bossSchemaFor(schema));
    }
    const announce = (change: Change) => void parts.link?.bus.publish(change);
    // Plain reads are kept only where the database's notices of every write reach this process.
    local.cache = new ResultCache({
      announce: (drop) => announce({ kind: 'cache-command', ...drop }),
      keepPlain: parts.link !== null && options.readCache !== false,
    });
    const secret = await loadJwtSecret(store);
    // The apps point: the core's default and, as they start, the extensions' apps.
    const apps = coreDeclaredApps((details, message) => app.log.warn(details, message));
    const authenticator = createAuthenticator(store, secret, { clock: options.clock, profiles: local.cache, apps });
    const debugKey = await loadDebugKey(store, options.debugKey);
    const licence = options.licence ?? {
      customer: environment.branding.customerName,
      userLimit: null,
      expiresAt: null,
    };
    const status = await registerStatusRoutes(app, {
      store,
      authenticator,
      io,
      notifier: createNotifier(io, options.clock),
      debugKey,
      licence,
      statusControl: options.statusControl ?? false,
    });
    local.maintenance = status.maintenance;
    status.maintenance.onChanged = () => announce({ kind: 'maintenance' });
    // Before the extensions, so a socket is signed in before any of their handlers sees it.
    attachRealtime(io, authenticator, { clock: options.clock });
    registerPublicRoutes(app, store, { ...environment, debugKey }, () => status.control.services());
    await registerAuthRoutes(app, {
      store,
      authenticator,
      secret,
      registrationEnabled: options.registrationEnabled ?? true,
      clock: options.clock,
      attempts: new AttemptLimiter(store, authAttemptRules(options.registrationsPerAddress), options.clock),
      sessionsEnded: (ids) => endSessionSockets(io, ids),
      // The provider the browser signs in with (environment.oidc, also served in env.json).
      oidc: environment.oidc ? new OidcVerifier(environment.oidc) : null,
    });
    local.models = new OntologyModelCache(store, () => announce({ kind: 'model' }));
    const commits = new CommitHub((error) => app.log.error({ err: error }, 'a listener of committed changes failed'));
    const data = new DataService(store, local.models, local.cache, commits, new AccessPolicies(), apps);
    const jobs = new Jobs(store, status.notifier, parts.boss);
    await jobs.startSchedules();
    parts.jobs = jobs;
    await scheduleAccountDeletion(jobs, {
      store,
      days: environment.accountDeletionDays ?? SHELL_CONSTANTS.userDeleteTimeoutDays,
      clock: options.clock ?? systemClock,
      sessionsEnded: (ids) => endSessionSockets(io, ids),
    });
    const procedures = new ProcedureRegistry();
    const queryLog = new QueryLog(store, (error) => app.log.warn({ err: error }, 'the query history was not written'));
    parts.queryLog = queryLog;
    await registerDataRoutes(app, {
      queryLog,
      jobs,
      store,
      authenticator,
      data,
      procedures,
    });
    await registerFileRoutes(app, store, authenticator);
    registerPluginRoutes(app, { store, authenticator, io, reservedRoutes: reservedRoutes(options.extensions ?? []) });
    const channels = new Channels(io);
    announceContextChanges(commits, store, channels.open(CONTEXT_CHANNEL_PARTS.owner, CONTEXT_CHANNEL_PARTS.name));
    const host = new ExtensionHost(app, {
      store,
      procedures,
      authenticator,
      data,
      notifier: status.notifier,
      jobs,
      channels,
      users: userAdministration({
        store,
        apps: data.apps,
        runData: (user, request) => data.run(user, request),
        sessionsEnded: (ids) => endSessionSockets(io, ids),
      }),
    });
    parts.extensions = host;
    const extensions = await host.start(options.extensions ?? []);
    await installWebApp(app, options.webRoot);
    await app.ready();
    return {
      app,
      io,
      extensions,
      authenticator,
      notifier: status.notifier,
      data,
      jobs,
      seedExtensions: (user) => {
        // The host's demo data is written with SQL, outside the data service: a model or a cached read
        // taken before it (an extension's start may read, e.g. the workflows' sweep) would not know its
        // classes, and an area's seed would meet «get_data: unknown class». Seeding reads the store as it is.
        local.models?.forget();
        local.cache?.clear();
        return host.seed(user);
      },
      async listen(port, host) {
        await app.listen({ port, host });
        return (app.server.address() as AddressInfo).port;
      },
      close: () => closeAll(app, io, parts),
    };
  } catch (error) {
    await closeAll(app, io, parts).catch(() => undefined);
    throw error;
  }
}

/** What the server started beside the HTTP server, to stop with it. */
interface Parts {
  link: ClusterLink | null;
  boss: PgBoss | null;
  jobs: Jobs | null;
  extensions: ExtensionHost | null;
  queryLog?: QueryLog;
}

async function closeAll(app: FastifyInstance, io: SocketServer, parts: Parts): Promise<void> {
  // First, while everything they use still runs: the last started stops first.
  await parts.extensions?.stop();
  // Realtime first: open websockets would otherwise keep the HTTP server from closing.
  io.disconnectSockets(true);
  io.engine.close();
  parts.jobs?.close();
  // Jobs running here get a moment to end; the rest are run again elsewhere after their expiry.
  await parts.boss?.stop({ graceful: true, wait: true, timeout: 3_000 }).catch(() => undefined);
  await parts.link?.close();
  await app.close();
  // The last calls' records, before the store goes.
  await parts.queryLog?.flush().catch(() => undefined);
}

async function currentSchema(store: SqlStore): Promise<string> {
  const { rows } = await store.query<{ schema: string }>('select current_schema() as schema');
  return rows[0]?.schema ?? 'public';
}

/** A change another server process made (docs/scaling.md). */
function applyChange(
  local: { models?: OntologyModelCache; cache?: ResultCache; maintenance?: { reload(): Promise<unknown> } },
  change: Change,
): void {
  switch (change.kind) {
    case 'model':
      local.models?.forget();
      // A schema change also changes what cached reads would answer.
      local.cache?.forgetPlain();
      return;
    case 'cache-plain':
      local.cache?.forgetPlain();
      return;
    case 'cache-command':
      local.cache?.forgetCommand(change.command, change.userId);
      return;
    case 'maintenance':
      void local.maintenance?.reload().catch(() => undefined);
      return;
  }
}
