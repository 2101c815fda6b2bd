import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type {
  HttpMethod,
  RouteHandler,
  RouteOptions,
  RouteRequest,
  ServerExtension,
  ServerExtensionContext,
} from './extension.ts';
import { contentDisposition, isFileReply } from './http/file-reply.ts';
import { acceptFormBodies } from './http/form-bodies.ts';
import type { Authenticator } from './auth/user-context.ts';
import type { DataService } from './data/data-service.ts';
import type { Procedure, ProcedureRegistry } from './data/procedures.ts';
import type { Notifier } from './status/realtime.ts';
import type { JobsService } from './jobs/jobs.ts';
import { installSchema } from './ontology/install-schema.ts';
import { runMigrations } from './store/migrator.ts';
import type { SqlStore } from './store/sql-store.ts';

export interface ExtensionOutcome {
  id: string;
  status: 'active' | 'failed';
  error?: unknown;
}

interface PendingRoute {
  method: HttpMethod;
  url: string;
  handler: RouteHandler;
  options?: RouteOptions;
}

/**
 * Starts the server extensions: all migrations first (in list order, since one extension's schema may
 * build on another's), then every `register` at once. Failures stay local: a failing extension is logged
 * and left out, the others and the server go on. Routes are collected and mounted only after `register`
 * succeeded, so a failed extension never leaves half its endpoints behind.
 */
/** The server's services that extensions reach through their context and requests. */
export interface ExtensionServices {
  io: SocketServer;
  store: SqlStore;
  procedures: ProcedureRegistry;
  authenticator: Authenticator;
  data: DataService;
  notifier: Notifier;
  jobs: JobsService;
}

export async function startExtensions(
  app: FastifyInstance,
  services: ExtensionServices,
  extensions: readonly ServerExtension[],
): Promise<ExtensionOutcome[]> {
  const { store, procedures } = services;
  assertUniqueIds(extensions);
  const migrationErrors = new Map<string, unknown>();
  for (const extension of extensions) {
    try {
      if (extension.migrations?.length) await runMigrations(store, extension.migrations);
      const schema = extension.schema;
      if (schema) await store.transaction((tx) => installSchema(tx, { ...schema, owner: extension.id }));
    } catch (error) {
      migrationErrors.set(extension.id, error);
    }
  }

  const registered = await Promise.allSettled(
    extensions.map(async (extension) => {
      if (migrationErrors.has(extension.id)) throw migrationErrors.get(extension.id);
      const collected = await collectRoutes(extension, services);
      for (const route of collected.routes) {
        if (app.hasRoute(route)) throw new Error(`Route ${route.method} ${route.url} is already taken`);
      }
      return collected;
    }),
  );

  return extensions.map((extension, index): ExtensionOutcome => {
    const result = registered[index]!;
    if (result.status === 'rejected') {
      app.log.error({ err: result.reason, extension: extension.id }, 'server extension failed to start');
      return { id: extension.id, status: 'failed', error: result.reason };
    }
    try {
      // Mounted in list order after all registers settled, so the route table does not depend on timing.
      for (const route of result.value.routes) mountRoute(app, route, services.authenticator);
      for (const p of result.value.procedures) procedures.register(p.name, extension.id, p.run);
      return { id: extension.id, status: 'active' };
    } catch (error) {
      app.log.error({ err: error, extension: extension.id }, 'server extension routes could not be mounted');
      return { id: extension.id, status: 'failed', error };
    }
  });
}

interface Collected {
  routes: PendingRoute[];
  procedures: { name: string; run: Procedure }[];
}

async function collectRoutes(extension: ServerExtension, services: ExtensionServices): Promise<Collected> {
  const routes: PendingRoute[] = [];
  const procedures: Collected['procedures'] = [];
  let registering = true;
  const context: ServerExtensionContext = {
    store: services.store,
    io: services.io,
    notifier: services.notifier,
    data: { run: (user, request) => services.data.run(user, request) },
    jobs: scopedJobs(extension.id, services.jobs),
    route(method, path, handler, options) {
      if (!registering) throw new Error(`${extension.id}: route() is only available during register()`);
      routes.push({ method, url: apiUrl(extension.id, path), handler, options });
    },
    procedure(name, run) {
      if (!registering) throw new Error(`${extension.id}: procedure() is only available during register()`);
      procedures.push({ name, run });
    },
  };
  try {
    await extension.register?.(context);
  } finally {
    registering = false;
  }
  return { routes, procedures };
}

function apiUrl(extensionId: string, path: string): string {
  const relative = path.replace(/^\/+/, '');
  if (relative === '' || /[?#\s]/.test(relative)) {
    throw new Error(`${extensionId}: "${path}" is not a route path (give it without /api/, e.g. "things/:id")`);
  }
  return `/api/${relative}`;
}

function mountRoute(
  app: FastifyInstance,
  { method, url, handler, options }: PendingRoute,
  authenticator: Authenticator,
): void {
  acceptFormBodies(app);
  app.route({
    method,
    url,
    ...(options?.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const input: RouteRequest = {
        params: request.params as RouteRequest['params'],
        query: request.query as RouteRequest['query'],
        body: request.body,
        headers: request.headers,
        user: () => authenticator.require(request),
        optionalUser: () => authenticator.userOf(request),
      };
      const result = await handler(input);
      if (result === undefined) return reply.code(204).send();
      if (isFileReply(result)) {
        return reply
          .type(result.contentType)
          .header('content-disposition', contentDisposition(result.fileName))
          .send(typeof result.body === 'string' ? result.body : Buffer.from(result.body));
      }
      // Serialised here so a string reply is JSON too, not text/plain.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
    },
  });
}

function assertUniqueIds(extensions: readonly ServerExtension[]): void {
  const seen = new Set<string>();
  for (const { id } of extensions) {
    if (seen.has(id)) throw new Error(`Two server extensions have the id ${id}`);
    seen.add(id);
  }
}

/** The jobs service as an extension sees it: its job names live under its id. */
function scopedJobs(extensionId: string, jobs: JobsService): JobsService {
  const scoped = (name: string) => `${extensionId}.${name}`;
  return {
    define: (name, handler, options) => jobs.define(scoped(name), handler, options),
    enqueue: (name, data, options) => jobs.enqueue(scoped(name), data, options),
    waitFor: (id, ms) => jobs.waitFor(id, ms),
  };
}
