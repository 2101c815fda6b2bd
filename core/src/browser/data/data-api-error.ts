import type { Refusal } from '../../common/validation/refusals.ts';

/**
 * Errors of the data API (spec shell.md §8): a reply with an `error` field is a known error with the
 * query attached; any other failure (network, a body that is not JSON, a time-out) is an unknown error.
 */
export type DataApiErrorKind = 'known' | 'unknown';

export const DEFAULT_ERROR_HEADING = 'Unexpected error';
export const ASYNC_TIMEOUT_MESSAGE = 'Exceeded the response wait time from the API';

export class DataApiError extends Error {
  override name = 'DataApiError';
  constructor(
    readonly kind: DataApiErrorKind,
    message: string,
    /** The request that failed (act and fields, without the envelope). */
    readonly query: unknown,
    /** HTTP status, when a response came. */
    readonly status?: number,
    /** The `error` field of the reply, or the failure's own message. */
    readonly responseError?: string,
    /** The reply's `message` field, when it has one. */
    readonly responseMessage?: string,
    /** A refusal the reply carried (code, field, params): the form translates it and shows it at the field. */
    readonly refusal?: Refusal,
  ) {
    super(message);
  }
}

/**
 * The error text of shell §8: a heading (default 'Unexpected error'), then bullet lines of the message,
 * the response message and the response error (each once; empty ones left out).
 */
export function formatErrorText(error: unknown, heading: string = DEFAULT_ERROR_HEADING): string {
  const lines: string[] = [];
  const push = (text: unknown) => {
    if (typeof text !== 'string') return;
    const trimmed = text.trim();
    if (trimmed !== '' && !lines.includes(trimmed)) lines.push(trimmed);
  };
  if (error instanceof DataApiError) {
    push(error.message);
    push(error.responseMessage);
    push(error.responseError);
  } else if (error instanceof Error) {
    push(error.message);
  } else {
    push(typeof error === 'string' ? error : undefined);
  }
  return [heading, ...lines.map((line) => `• ${line}`)].join('\n');
}
