import type { Server as SocketServer } from 'socket.io';
import { manifestProblems } from '../common/manifest.ts';
import type { SchemaDeclaration } from '../common/ontology/schema-types.ts';
import type { UserContext } from './auth/user-context.ts';
import type { DataRequest } from '../common/data-api.ts';
import type { Procedure } from './data/procedures.ts';
import type { JobsService } from './jobs/jobs.ts';
import type { Notifier } from './status/realtime.ts';
import type { Migration } from './store/migrator.ts';
import type { SqlStore } from './store/sql-store.ts';

/**
 * The server half of an extension: its schema (migrations) and its endpoints. Written only against
 * `@ontobench/sdk/node`; the server loads first-party extensions and runtime plugins the same way.
 */
export interface ServerExtension {
  /** Unique and stable, e.g. `ontology`; also the `owner` of its migrations. */
  readonly id: string;
  /** Semantic version, e.g. `1.0.0`. */
  readonly version: string;
  /** Applied in order before any extension registers, each exactly once per database. */
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
  /** Mounts routes and socket handlers. A throw disables this extension only (its routes are not mounted). */
  register?(ctx: ServerExtensionContext): void | Promise<void>;
}

export interface ServerExtensionContext {
  readonly store: SqlStore;
  /** The realtime server (socket.io, path `/socket.io`) shared by all extensions. */
  readonly io: SocketServer;
  /** Realtime messages to users: IMPORT_STATUS_UPDATE and FRONTEND_USER_NOTIFICATION (spec domain.md §7). */
  readonly notifier: Notifier;
  /**
   * The generic data API (get_data, get_form, set_data) run as a user, with the same access rules and
   * validation as `POST /api/data`. Use it instead of raw SQL for anything a user reads or writes.
   */
  readonly data: { run(user: UserContext, request: DataRequest): Promise<unknown> };
  /**
   * Background jobs in PostgreSQL (docs/jobs.md): `define` a kind of job with its handler, `enqueue` one
   * for a user (any server process may run it; its user polls it at `GET /api/data/requests/<id>/status`
   * and gets its progress as JOB_PROGRESS events), `waitFor` its end. Names are the extension's own: they
   * are prefixed with its id (`import` of `ontology` is the queue `ontology.import`).
   */
  readonly jobs: JobsService;
  /**
   * Mounts a JSON endpoint at `/api/<path>`, e.g. `route('GET', 'ontology/classes/:id', handler)`.
   * Only during `register`: routes are fixed once the server starts.
   */
  route(method: HttpMethod, path: string, handler: RouteHandler, options?: RouteOptions): void;
  /**
   * Offers a procedure to `POST /api/execute {procedure, payload}`. It runs for a signed-in user, whom it
   * receives with the store. Only during `register`, like `route`.
   */
  procedure(name: string, run: Procedure): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteOptions {
  /** The largest request body in bytes (default 1 MB), e.g. more for an uploaded ontology file. */
  bodyLimit?: number;
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
  const problems = manifestProblems(extension);
  if (problems.length > 0) {
    throw new Error(`Server extension ${JSON.stringify(extension.id)}: ${problems.join('; ')}`);
  }
  for (const path of extension.reservedRoutePaths ?? []) {
    if (typeof path !== 'string' || !path.startsWith('/')) {
      throw new Error(
        `Server extension ${extension.id}: reserved route path ${JSON.stringify(path)} must start with /`,
      );
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
