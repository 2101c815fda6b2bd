import type { Refusal } from '../../common/validation/refusals.ts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Every error body has this shape, so the browser client can always read `error`. */
export interface ErrorReply {
  error: string;
  /** A refusal the client translates (common/validation/refusals.ts): its code, field and params. */
  code?: string;
  field?: string;
  params?: Record<string, string | number>;
}

/**
 * Turns thrown errors into `{ error }` JSON. Errors that carry a 4xx `statusCode` (Fastify's own for
 * bad JSON, wrong content type, too large a body; HttpError from handlers) are the client's mistake and
 * say so. Anything else is a server fault: logged with its stack, answered 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const refused = valueRefusedByDatabase(error);
    if (refused) {
      request.log.warn({ err: error }, 'the database refused a value the client sent');
      return reply.code(400).send({ error: refused } satisfies ErrorReply);
    }
    if (clientWentAway(error, request, reply)) {
      // Nobody is left to answer, and nothing failed here: the client closed the connection (a navigation,
      // a called-off fetch) while a streamed reply was waiting for its first bytes. Fastify logs the same
      // at info when the headers had gone already.
      request.log.info('the client went away before the reply was sent');
      reply.raw.destroy();
      return undefined;
    }
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const exposed = status < 500 || (error as { expose?: unknown }).expose === true;
    const body: ErrorReply = { error: exposed ? messageOf(error) : 'Internal server error' };
    const refusal = status < 500 ? refusalOf(error) : null;
    const details = status < 500 ? detailsOf(error) : null;
    return reply.code(status).send({ ...details, ...refusal, ...body });
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

/** A stream's "premature close" whose cause is the client's connection, closed already. */
function clientWentAway(error: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  const premature = code === 'ERR_STREAM_PREMATURE_CLOSE' || message === 'premature close';
  return premature && (reply.raw.destroyed || request.raw.socket?.destroyed === true);
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/**
 * What a client is told of an error that is not thrown in a request (a background job's): the same
 * status and text the error handler would answer with; a server fault's details stay out.
 */
export function clientError(error: unknown): { status: number; message: string } {
  const refused = valueRefusedByDatabase(error);
  if (refused) return { status: 400, message: refused };
  const status = statusOf(error);
  const exposed = status < 500 || (error as { expose?: unknown }).expose === true;
  return { status, message: exposed ? messageOf(error) : 'Internal server error' };
}

/** The structured refusal an error carries (HttpError's `refusal`, read by shape like `statusCode`). */
function refusalOf(error: unknown): Refusal | null {
  const refusal = (error as { refusal?: unknown } | null)?.refusal;
  return typeof refusal === 'object' && refusal !== null && typeof (refusal as Refusal).code === 'string'
    ? (refusal as Refusal)
    : null;
}

/** The more of the body a 4xx HttpError carries (`details`). */
function detailsOf(error: unknown): Record<string, unknown> | null {
  const details = (error as { details?: unknown } | null)?.details;
  return typeof details === 'object' && details !== null && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : null;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) raised by a value the client sent: text with a NUL
 * character, a number out of range, a malformed date. Checks upstream catch most of them; whatever
 * slips through is still the client's value, so a 400 that says so, never a 500.
 */
const REFUSED_VALUES: Readonly<Record<string, string>> = {
  '22021': 'The text contains a character that cannot be stored (such as NUL)',
  '22P05': 'The text contains a character that cannot be stored (such as NUL)',
  '22003': 'A number is out of the range that can be stored',
  '22007': 'A date or time has an invalid format',
  '22008': 'A date or time is out of range',
  '22P02': 'A value has an invalid format',
};

function valueRefusedByDatabase(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (REFUSED_VALUES[code] ?? null) : null;
}
