import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Every error body has this shape, so the browser client can always read `error`. */
export interface ErrorReply {
  error: string;
}

/**
 * Turns thrown errors into `{ error }` JSON. Errors that carry a 4xx `statusCode` (Fastify's own for
 * bad JSON, wrong content type, too large a body; HttpError from handlers) are the client's mistake and
 * say so. Anything else is a server fault: logged with its stack, answered 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const exposed = status < 500 || (error as { expose?: unknown }).expose === true;
    const body: ErrorReply = { error: exposed ? messageOf(error) : 'Internal server error' };
    return reply.code(status).send(body);
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body: ErrorReply = { error: `Not found: ${request.method} ${pathOf(request.url)}` };
  return reply.code(404).send(body);
}

/** The path without the query string, which may carry tokens that do not belong in a reply or log. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
