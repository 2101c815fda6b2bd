import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { adminOnly, type Authenticator } from '../auth/user-context.ts';
import { contentDisposition, isFileReply, type FileReply } from '../http/file-reply.ts';
import { acceptFormBodies } from '../http/form-bodies.ts';
import type { HttpMethod, RouteHandler, RouteOptions, RouteRequest } from './extension.ts';

/** A route an extension asked for during `start`, mounted only once all of them were checked. */
export interface PendingRoute {
  method: HttpMethod;
  /** `/api/<path>`. */
  url: string;
  handler: RouteHandler;
  options?: RouteOptions;
}

/** `/api/<path>` of a path an extension gives without the prefix. */
export function apiUrl(extensionId: string, path: string): string {
  const relative = path.replace(/^\/+/, '');
  if (relative === '' || /[?#\s]/.test(relative)) {
    throw new Error(`${extensionId}: "${path}" is not a route path (give it without /api/, e.g. "things/:id")`);
  }
  return `/api/${relative}`;
}

/** Two paths that differ only in their parameters' names are one route: `a/:id` and `a/:key`. */
export function routeShape(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/^api\//, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? ':' : segment))
    .join('/');
}

/** A file reply's body as Fastify sends it: a streamed one as a stream (chunks sent as they come). */
function fileBody(body: FileReply['body']): string | Buffer | Readable {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body);
  return Readable.from(body, { objectMode: false });
}

export function mountRoute(
  app: FastifyInstance,
  { method, url, handler, options }: PendingRoute,
  authenticator: Authenticator,
): void {
  acceptFormBodies(app);
  app.route({
    method,
    url,
    ...(options?.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options?.adminOnly ? adminOnly(authenticator) : {}),
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
        if (result.headers) reply.headers(result.headers);
        return reply
          .type(result.contentType)
          .header('content-disposition', contentDisposition(result.fileName))
          .send(fileBody(result.body));
      }
      // Serialised here so a string reply is JSON too, not text/plain.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
    },
  });
}
