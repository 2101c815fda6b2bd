import type { AccessPolicy } from '../../common/access-policy.ts';
import type { AppDeclaration } from '../../common/apps.ts';
import { manifestProblems } from '../../common/manifest.ts';
import type { SchemaDeclaration } from '../../common/ontology/schema-types.ts';
import type { UserContext } from '../auth/user-context.ts';
import type { JobsService } from '../jobs/jobs.ts';
import type { Notifier } from '../status/realtime.ts';
import type { Migration } from '../store/migrator.ts';
import type { Channel, ChannelOptions } from './channels.ts';
import type { CommittedEvents } from './committed-events.ts';
import type { ExtensionData } from './extension-data.ts';
import type { ExtensionLogger } from './logger.ts';
import type { InstalledPlugins } from './installed-plugins.ts';
import type { ExtensionServices, ServiceKey } from './services.ts';
import type { StoreIndex } from './store-index.ts';
import type { QueryHistory } from '../data/query-history.ts';
import type { ProcedureConsoleListener } from '../data/procedure-console.ts';
import type { UserAdministration } from '../auth/user-admin.ts';

/**
 * The server half of an extension (API v2, docs/extensions.md "Server extension API v2"): its schema
 * (migrations), the services it offers and needs by token, and its lifecycle. Written only against
 * `@ontobench/sdk/node`; the server loads first-party extensions and runtime plugins the same way.
 */
export interface ServerExtension {
  /** Unique and stable, e.g. `ontology`; also the `owner` of its migrations and the prefix of its channels. */
  readonly id: string;
  /** Semantic version, e.g. `1.0.0`. */
  readonly version: string;
  /** Applied in dependency order before its `start`, each exactly once per database. */
  readonly migrations?: readonly Migration[];
  /**
   * The area's classes, properties and fixed instances (fixed ids, declared in its src/common), installed
   * idempotently at every start after the migrations. The owner is the extension's id.
   */
  readonly schema?: Omit<SchemaDeclaration, 'owner'>;
  /**
   * The browser paths of this area's pages, exactly as its route contributions write them (declared as
   * data in its src/common), so a runtime plugin cannot register a route that takes one of them.
   */
  readonly reservedRoutePaths?: readonly string[];
  /**
   * The API paths (under `/api/`, without it) this extension answers, with the spec's names
   * (`ontologyDiff/diff`, `document/render`). Declared as data so the kernel refuses a second extension
   * that declares or mounts one of them, whatever the order of start.
   */
  readonly apiPaths?: readonly string[];
  /**
   * What this area tells the core's access rule about its roles (the access-policy point,
   * docs/architecture.md "Core holds mechanisms"), e.g. `{ readOnlyRoleCodes: ['reader'] }`: an active
   * assignment with one of these role codes lets its user read the object, not change it. Checked at
   * start (a bad code refuses the extension); in force while the extension runs.
   */
  readonly accessPolicy?: AccessPolicy;
  /**
   * The apps this area owns (shell.md §2, §6), e.g. `{ id: 'edu', confinesUsers: true }`, the same its
   * browser half contributes (`contributes.apps`). While the extension runs, a user's app may be set to
   * one of them and a user who has one keeps it (docs/extensions.md "Apps on the server"). Checked at
   * start: a malformed id or one already declared refuses the extension.
   */
  readonly apps?: readonly AppDeclaration[];
  /** Services (tokens: `Symbol.for('area.Name')` or strings) this extension offers with `ctx.provide`. */
  readonly provides?: readonly ServiceKey[];
  /** Services it cannot run without: when none of the started extensions provides one, it is refused. */
  readonly requires?: readonly ServiceKey[];
  /** Services it uses when present (`ctx.services.optional` answers undefined otherwise). */
  readonly optional?: readonly ServiceKey[];
  /**
   * Starts the extension: mounts its routes and procedures, defines its jobs, provides its services,
   * subscribes to events. Called once, after the extensions it requires started. A throw refuses this
   * extension only, with nothing of it mounted.
   */
  start?(ctx: ServerExtensionContext): void | Promise<void>;
  /** Called when the server closes, in the reverse order of start (a consumer stops before its provider). */
  stop?(): void | Promise<void>;
  /**
   * Writes this area's demo data (a new demo database only; the host calls it once per database, in the
   * order of start). Goes through `ctx.data` as the demo user, like any user's writes.
   */
  seed?(ctx: SeedContext): Promise<void>;
}

export interface ServerExtensionContext {
  /** This extension's id. */
  readonly id: string;
  /** A logger for this extension (a child of the server's, every line carries `extension: <id>`). */
  readonly log: ExtensionLogger;
  /** The services of other extensions, by token (declare them in `requires` or `optional`). */
  readonly services: ExtensionServices;
  /** Offers a service declared in `provides`; only during `start`. */
  provide<T>(token: ServiceKey, service: T): void;
  /**
   * The generic data API (get_data, get_form, set_data) run as a user, with the same access rules and
   * validation as `POST /api/data`, and `unitOfWork` for several requests in one transaction.
   */
  readonly data: ExtensionData;
  /**
   * Read-only answers about the store that the data API cannot give and that reveal nothing by
   * themselves (which class an id belongs to, which classes hold matching names…): the documented
   * replacement of raw SQL on the store's tables.
   */
  readonly index: StoreIndex;
  /**
   * The recorded get_data and execute calls of every user (the query history): with no access check of
   * its own, so show it only on `adminOnly` routes.
   */
  readonly queryHistory: QueryHistory;
  /**
   * What procedures write to the console while they run for a user (`POST execute`, `ctx.procedures.run`):
   * `onLine(listener)` hears each line (user, procedure, level, time, message) until the extension stops.
   * Every user's lines: show a user only their own unless they are an administrator.
   */
  readonly procedureConsole: { onLine(listener: ProcedureConsoleListener): void };
  /**
   * The accounts, for an administration screen (issue 21): list, get, create, update, setPassword. Each
   * call takes the acting user and refuses (403) anyone the store does not know as an administrator with
   * access, whatever the route's options (docs/sdk.md "Accounts: ctx.users").
   */
  readonly users: UserAdministration;
  /**
   * What enabled runtime plugins declare in their headers for other areas: `documentComponents()`, the
   * structured-document component kinds they add (`{ id, allowedIn, pluginId }`).
   */
  readonly plugins: InstalledPlugins;
  /** Committed changes of instances (after set_data and units of work; never after a rollback). */
  readonly events: CommittedEvents;
  /**
   * Background jobs in PostgreSQL (docs/jobs.md): `define` a kind of job with its handler, `enqueue` one
   * for a user (any server process may run it; its user polls it at `GET /api/data/requests/<id>/status`
   * and receives each `job.progress(...)` over realtime as JOB_PROGRESS), `waitFor` its end. Names are
   * the extension's own: they are prefixed with its id (`import` of `ontology` is `ontology.import`).
   */
  readonly jobs: JobsService;
  /**
   * A realtime channel named `<id>/<name>`: messages to users or to every socket subscribed to it
   * (`Services.Realtime.subscribe` in the browser), on every server process.
   */
  channel<T = unknown>(name: string, options?: ChannelOptions): Channel<T>;
  /** The spec's realtime notices: FRONTEND_USER_NOTIFICATION, IMPORT_STATUS_UPDATE (spec domain.md §7). */
  readonly notifier: Notifier;
  /**
   * Mounts a JSON endpoint at `/api/<path>`, e.g. `route('GET', 'ontology/classes/:id', handler)`.
   * Only during `start`: nothing is mounted until it returned and every route and procedure of the
   * extension was checked against those already mounted.
   */
  route(method: HttpMethod, path: string, handler: RouteHandler, options?: RouteOptions): void;
  /**
   * Offers a procedure to `POST /api/execute {procedure, payload}`. It runs for a signed-in user, whom it
   * receives. Only during `start`, like `route`.
   */
  procedure(name: string, run: ExtensionProcedure): void;
  /** The procedures of `POST /api/execute` (any extension's), called on the server. */
  readonly procedures: ExtensionProcedures;
}

/** `ctx.procedures`: another area's procedure called server-side, e.g. a workflow's service task. */
export interface ExtensionProcedures {
  /**
   * Runs the registered procedure `name` for `user` (with that user's rights, as `POST execute` would);
   * rejects with an `HttpError(404)` when no started extension offers it.
   */
  run(user: UserContext, name: string, payload: unknown): Promise<unknown>;
}

/** What the `seed` hook receives. */
export interface SeedContext {
  /** The ordinary demo user, who owns the demo's data. */
  readonly user: UserContext;
  readonly data: ExtensionData;
  /** The store's index, as in `start` (which class an id belongs to…). */
  readonly index: StoreIndex;
  readonly log: ExtensionLogger;
  /** The services of other extensions, as in `start` (those declared in `requires` or `optional`). */
  readonly services: ExtensionServices;
  /** The jobs service, as in `start` (e.g. to schedule the demo's recurring jobs); the host always gives it. */
  readonly jobs?: JobsService;
}

/** A procedure of `POST /api/execute`: the payload as sent (validate it) and the signed-in user. */
export type ExtensionProcedure = (payload: unknown, ctx: { user: UserContext }) => unknown;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteOptions {
  /** The largest request body in bytes (default 1 MB), e.g. more for an uploaded ontology file. */
  bodyLimit?: number;
  /**
   * Only administrators: anyone else is turned away (401, 403) before the body is read, so a stranger
   * never gets a 400 about a body nobody should have parsed for them. The handler still sees the user.
   */
  adminOnly?: boolean;
}

/** What a handler sees of the request: plain data, so extensions do not depend on the HTTP framework. */
export interface RouteRequest {
  /** Named path segments, e.g. `{ id }` for `classes/:id`. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | string[] | undefined>>;
  /** The parsed JSON body (undefined when there is none). Validate it: it is whatever the client sent. */
  readonly body: unknown;
  /** Header names are lower case. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The signed-in user; rejects with 401 'Необходимо войти в систему' when there is none. */
  user(): Promise<UserContext>;
  /** The signed-in user, or null for an anonymous request (public endpoints). */
  optionalUser(): Promise<UserContext | null>;
}

/**
 * Returns the JSON reply (`undefined` → 204 No Content), or a `fileReply(...)` to send a download.
 * Form bodies (multipart or urlencoded) arrive as an object of string fields. Throw `HttpError` for a 4xx answer;
 * any other throw is a 500 whose details go to the log only.
 */
export type RouteHandler = (request: RouteRequest) => unknown;

/**
 * Declares a server extension. Checks what can be checked without running it, with the same manifest
 * rules as the browser extension host, so a typo fails at start-up with the extension's name instead
 * of as a half-installed schema.
 */
export function defineServerExtension<T extends ServerExtension>(extension: T): T {
  const fail = (problem: string): never => {
    throw new Error(`Server extension ${JSON.stringify(extension.id)}: ${problem}`);
  };
  // `requires` here holds service tokens (strings or symbols), not extension ids: checked below.
  const problems = manifestProblems({ ...extension, requires: undefined });
  if (problems.length > 0) fail(problems.join('; '));
  for (const field of ['provides', 'requires', 'optional'] as const) {
    const tokens = extension[field];
    if (tokens === undefined) continue;
    if (!Array.isArray(tokens) || !tokens.every((t) => (typeof t === 'string' && t !== '') || typeof t === 'symbol'))
      fail(`${field} must be a list of service tokens (strings or Symbol.for(...))`);
  }
  for (const path of extension.apiPaths ?? []) {
    if (typeof path !== 'string' || path === '' || /^\/|^api\/|[?#\s]/.test(path))
      fail(`API path ${JSON.stringify(path)} must be given without /api/, e.g. "document/render"`);
  }
  for (const path of extension.reservedRoutePaths ?? []) {
    if (typeof path !== 'string' || !path.startsWith('/')) {
      fail(`reserved route path ${JSON.stringify(path)} must start with /`);
    }
  }
  for (const migration of extension.migrations ?? []) {
    if (migration.owner !== extension.id) {
      throw new Error(
        `Migration ${migration.id} of extension ${extension.id} names owner "${migration.owner}"; ` +
          `it must be "${extension.id}".`,
      );
    }
  }
  return extension;
}
