import type { Refusal } from '../../common/validation/refusals.ts';

/**
 * Throw this from a route handler to answer with a status other than 500, e.g.
 * `throw new HttpError(400, 'class is required')` → 400 `{ "error": "class is required" }`.
 * The error handler reads `statusCode` and `expose`, not the class, so a plugin's own copy works too.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** The message is meant for the client (unlike an unexpected fault, whose text stays in the log). */
  readonly expose = true;
  /**
   * A refusal the client translates (code, field, params; common/validation/refusals.ts): the reply
   * carries it beside `error`, e.g. `{ error: "…is not an integer", code: "type.integer", field: … }`.
   */
  readonly refusal?: Refusal;
  /**
   * More of the reply's body, beside `error` (and the refusal), for a client that shows more than one
   * message, e.g. `{ problems: [{ elementId, message }] }` of a diagram that cannot run. `error` stays the
   * handler's message.
   */
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(
    statusCode: number,
    message: string,
    options?: ErrorOptions & { refusal?: Refusal; details?: Readonly<Record<string, unknown>> },
  ) {
    super(message, options);
    if (options?.refusal) this.refusal = options.refusal;
    if (options?.details) this.details = options.details;
    if (!Number.isInteger(statusCode) || statusCode < 400 || statusCode > 599) {
      throw new RangeError(`HttpError needs a 4xx or 5xx status, got ${statusCode}`);
    }
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}
