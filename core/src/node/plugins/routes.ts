import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import {
  HOST_SDK_VERSION,
  PLUGIN_CONFIG_MAX_BYTES,
  PLUGIN_MODULE_MAX_BYTES,
  PLUGIN_REGISTRY_PATH,
  PLUGINS_CHANGED,
  type PluginRecord,
} from '../../common/plugins.ts';
import { adminOnly, type Authenticator } from '../auth/user-context.ts';
import { HttpError } from '../http/http-error.ts';
import type { SqlStore } from '../store/sql-store.ts';
import { bodyObject } from '../status/validate.ts';
import { checkPluginBundle } from './bundle-check.ts';
import { PluginRegistry } from './registry.ts';
import type { ReservedRoute } from './reserved-routes.ts';

export interface PluginRoutesOptions {
  store: SqlStore;
  authenticator: Authenticator;
  /** Every signed-in socket hears PLUGINS_CHANGED after a write, and re-reads `app/plugins`. */
  io: SocketServer;
  /** Default: HOST_SDK_VERSION. */
  hostSdkVersion?: string;
  /** The app's own browser paths (reservedRoutes of reserved-routes.ts); a plugin route may not take one. */
  reservedRoutes?: readonly ReservedRoute[];
}

/** JSON text of the bundle plus its envelope. */
const UPLOAD_BODY_LIMIT = PLUGIN_MODULE_MAX_BYTES * 2 + 1024;

/**
 * The plugin registry's endpoints (docs/plugins.md):
 * - `GET    /api/app/plugin-registry`            → every plugin, disabled ones too (administrators);
 * - `POST   /api/app/plugin-registry/upload`     `{ code, chunks? }` → 201 the record (administrators), or 200 when
 *   it upgrades the installed plugin of that id to a newer version (config and enabled state kept);
 * - `PATCH  /api/app/plugin-registry/:id`        `{ config?, disabled? }` → the record;
 * - `DELETE /api/app/plugin-registry/:id`        → 204;
 * - `GET    /plugins/:id/:version/index.js`      → an enabled uploaded plugin's module, to anyone: a
 *   module script cannot send the bearer token, and a plugin's code is no secret;
 * - `GET    /plugins/:id/:version/<chunk>.js`    → one of its code-split chunks, likewise.
 * There is no registration by address: the server would fetch whatever an address names, inside its
 * own network too, and the page would run code from another origin (docs/security.md, "Plugins").
 */
export function registerPluginRoutes(app: FastifyInstance, options: PluginRoutesOptions): PluginRegistry {
  const { authenticator, io } = options;
  const registry = new PluginRegistry(options.store, options.reservedRoutes);
  const hostSdk = options.hostSdkVersion ?? HOST_SDK_VERSION;
  // Before the body is read, so nobody but an administrator gets megabytes parsed.
  const admins = adminOnly(authenticator);
  const changed = (): void => void io.emit(PLUGINS_CHANGED, {});

  app.get(PLUGIN_REGISTRY_PATH, admins, async (_request, reply): Promise<PluginRecord[]> => {
    reply.header('cache-control', 'no-store');
    return registry.list();
  });

  app.post(`${PLUGIN_REGISTRY_PATH}/upload`, { ...admins, bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
    const { code, chunks = {} } = bodyObject(request.body, ['code', 'chunks']);
    if (typeof code !== 'string') throw new HttpError(400, 'code must be the text of the plugin bundle');
    if (typeof chunks !== 'object' || chunks === null || Array.isArray(chunks)) {
      throw new HttpError(400, 'chunks must be an object of file names and module texts');
    }
    const texts = chunks as Record<string, string>;
    const size = [code, ...Object.values(texts)].reduce((n, text) => n + Buffer.byteLength(String(text)), 0);
    if (size > PLUGIN_MODULE_MAX_BYTES) {
      throw new HttpError(413, `The plugin module is larger than ${PLUGIN_MODULE_MAX_BYTES / (1024 * 1024)} MB`);
    }
    const header = await checkPluginBundle(code, hostSdk, texts);
    const { record, upgraded } = await registry.install({ header, code, chunks: texts });
    changed();
    // An upgrade replaces the installed plugin (200); a new one is created (201).
    return reply.code(upgraded ? 200 : 201).send(record);
  });

  app.patch<{ Params: { id: string } }>(`${PLUGIN_REGISTRY_PATH}/:id`, admins, async (request) => {
    const body = bodyObject(request.body, ['config', 'disabled']);
    const change: { config?: Record<string, unknown>; disabled?: boolean } = {};
    if ('disabled' in body) {
      if (typeof body.disabled !== 'boolean') throw new HttpError(400, 'disabled must be true or false');
      change.disabled = body.disabled;
    }
    if ('config' in body) change.config = checkConfig(body.config);
    if (Object.keys(change).length === 0) throw new HttpError(400, 'Nothing to change: send config and/or disabled');
    const record = await registry.update(request.params.id, change);
    changed();
    return record;
  });

  app.delete<{ Params: { id: string } }>(`${PLUGIN_REGISTRY_PATH}/:id`, admins, async (request, reply) => {
    await registry.remove(request.params.id);
    changed();
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string; version: string; file: string } }>(
    '/plugins/:id/:version/:file',
    async (request, reply) => {
      const { id, version, file } = request.params;
      // The entry is index.js; its code-split chunks sit beside it, fetched when the code importing them runs.
      const found = file === 'index.js' ? await registry.module(id, version) : await registry.chunk(id, version, file);
      if (!found) throw new HttpError(404, `Plugin ${id} ${version} ${file} not found`);
      const etag = `"${found.hash}"`;
      // Revalidated every time: an administrator may delete and upload the same version again.
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/javascript; charset=utf-8').send(found.code);
    },
  );

  return registry;
}

/** A plugin's config is a JSON object, small enough to hand to every browser. */
function checkConfig(config: unknown): Record<string, unknown> {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new HttpError(400, 'config must be a JSON object');
  }
  if (Buffer.byteLength(JSON.stringify(config)) > PLUGIN_CONFIG_MAX_BYTES) {
    throw new HttpError(400, `config must be at most ${PLUGIN_CONFIG_MAX_BYTES / 1024} kB of JSON`);
  }
  return config as Record<string, unknown>;
}
